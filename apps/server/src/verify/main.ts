// npm run verify -- <URL>: solves every challenge it has an attack for on a running shop, then prints the table.
import { allAttacks } from './attacks'
import { formatReport, STATE_WARNING, verifyDeployment } from './verify'

async function main(): Promise<void> {
  const url = process.argv[2]
  if (!url || !/^https?:\/\//.test(url)) {
    console.error('Usage: npm run verify -- <URL of a running shop, e.g. http://localhost:3000>')
    process.exitCode = 2
    return
  }
  console.error(`Warning: ${STATE_WARNING}\n`)
  const results = await verifyDeployment({ url, attacks: allAttacks, write: (text) => process.stderr.write(text), interactive: process.stderr.isTTY })
  console.log(formatReport(results))
  if (results.some((result) => result.outcome === 'failed')) process.exitCode = 1
}

main().catch((error: Error) => {
  console.error(`verify stopped: ${error.message}`)
  process.exitCode = 2
})
