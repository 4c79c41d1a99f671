// Starts and stops the built shop server on loopback (shared by the e2e fixtures and bench/).
// Every server started here is killed when the process exits, so none is left behind.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const serverEntry = 'apps/server/dist/main.js'
export const readyPath = '/rest/admin/application-version'

const running = new Set()
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export function assertBuilt() {
  if (!existsSync(new URL(`../../${serverEntry}`, import.meta.url))) {
    throw new Error(`${serverEntry} is missing: run "npm run build" first`)
  }
}

/** True when the URL answers 200 within a second. */
export async function answersOk(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
    await response.arrayBuffer()
    return response.status === 200
  } catch {
    return false
  }
}

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Spawns `node apps/server/dist/main.js` with NODE_ENV=test (or another configuration profile) and resolves once
 * it answers 200, with the child process, its base URL and the milliseconds from spawn to that answer.
 * @param {number} port
 * @param {{ timeoutMs?: number, profile?: string, env?: Record<string, string>, ready?: string, nodeArgs?: string[] }} [options]
 *   profile: the config profile (NODE_ENV), `test` by default; env: more environment variables (class mode's);
 *   ready: the path that answers 200 once the server is up (class mode answers the API only to a team);
 *   nodeArgs: options for node itself (--cpu-prof, which NODE_OPTIONS cannot carry)
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, url: string, startMs: number }>}
 */
export async function startShopServer(port, { timeoutMs = 30_000, profile = 'test', env = {}, ready = readyPath, nodeArgs = [] } = {}) {
  assertBuilt()
  const started = performance.now()
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: profile },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const url = `http://127.0.0.1:${port}`
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the shop server exited with ${child.exitCode} during start:\n${stderr}`)
    if (await answersOk(`${url}${ready}`)) return { child, url, startMs: performance.now() - started }
    await sleep(5)
  }
  await stopShopServer(child)
  throw new Error(`the shop server did not answer ${url}${ready} within ${timeoutMs} ms:\n${stderr}`)
}

/**
 * SIGTERM, then SIGKILL after five seconds; resolves once the process has exited.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopShopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const forced = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(forced)
}
