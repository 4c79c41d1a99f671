import { hostname, release, type } from 'node:os'

export interface SolutionReport {
  challenge: string
  hintsAvailable: number
  hintsUnlocked: number
  cheatScore: number
  totalCheatScore: number
}

/** MultiJuicer's solution webhook: fire and forget; a failing receiver is logged, never fatal. */
export function postSolution(url: string, report: SolutionReport, ctfFlag: string, appName: string, version: string): void {
  const body = {
    solution: { ...report, issuedOn: new Date().toISOString() },
    ctfFlag,
    issuer: { hostName: hostname(), os: `${type()} (${release()})`, appName, config: process.env.NODE_ENV ?? 'default', version },
  }
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .then((response) => {
      if (!response.ok) console.warn(`Solutions webhook ${url} answered ${response.status}`)
    })
    .catch((error: unknown) => console.warn(`Solutions webhook ${url} failed: ${String(error)}`))
}
