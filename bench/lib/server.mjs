// The bench's view of the server: the shared launcher plus memory readings from /proc.
import { readFileSync } from 'node:fs'
import { answersOk, readyPath } from '../../e2e/support/shop-server.mjs'

export { assertBuilt, startShopServer, stopShopServer } from '../../e2e/support/shop-server.mjs'

export async function assertPortFree(port) {
  if (await answersOk(`http://127.0.0.1:${port}${readyPath}`)) {
    throw new Error(`something already answers on port ${port}: stop it first`)
  }
}

/** Resident memory of a process in megabytes, from /proc/<pid>/status. */
export function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]) / 1024
}
