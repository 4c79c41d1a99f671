// The physical limit on this machine: a bare Node `http` server answering a tiny JSON body, started by the bench in
// the same run as the shop, so that every row can be given as a share of it.
import { spawn } from 'node:child_process'

const HELLO = `
const { createServer } = require('node:http')
const body = JSON.stringify({ version: '20.1.1' })
createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'application/json' }); res.end(body) })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'))
`

/** Starts the bare server on `port`; resolves with the child once it listens. */
export function startBareNode(port) {
  const child = spawn(process.execPath, ['-e', HELLO], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.stdout.once('data', () => resolve(child))
  })
}
