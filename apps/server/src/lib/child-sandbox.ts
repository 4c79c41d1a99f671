import { spawn } from 'node:child_process'
import { tmpdir } from 'node:os'

/**
 * Runs dangerous work (attacker-chosen code, native parsers fed attacker-chosen documents) in a separate Node
 * process: the shop's event loop stays free, and a deadline kills the process with SIGKILL, which also stops
 * native code that never returns to JavaScript. The child gets `input` as JSON on stdin and answers with one
 * JSON value on stdout; it inherits no environment variables, and its heap is small.
 */

export type ChildOutcome =
  | { status: 'done'; output: unknown }
  | { status: 'timeout' }
  | { status: 'failed'; reason: string }
  | { status: 'busy' }

export interface ChildJob {
  /** CommonJS source run with `node -e`; it reads the input with readInput() and answers with reply(value) */
  source: string
  input: unknown
  timeoutMs: number
  /** extra `node` flags, e.g. the permission model */
  nodeFlags?: readonly string[]
}

const MAX_OUTPUT_BYTES = 1_000_000
const HEAP_LIMIT_MB = 96

/** Prepended to every job: the two helpers a job's source uses. */
const PRELUDE = String.raw`
const readInput = () => new Promise((resolve) => {
  const chunks = [];
  process.stdin.on('data', (chunk) => chunks.push(chunk));
  process.stdin.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
});
const reply = (value) => process.stdout.write(JSON.stringify(value), () => process.exit(0));
`

/** At most `maxConcurrent` children at once per sandbox; each shop's routers own their sandbox. */
export class ChildSandbox {
  private running = 0

  constructor(private readonly maxConcurrent = 4) {}

  run({ source, input, timeoutMs, nodeFlags = [] }: ChildJob): Promise<ChildOutcome> {
    if (this.running >= this.maxConcurrent) return Promise.resolve({ status: 'busy' })
    this.running++
    return new Promise<ChildOutcome>((resolve) => {
      const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_LIMIT_MB}`, ...nodeFlags, '-e', PRELUDE + source], {
        cwd: tmpdir(),
        env: {},
        stdio: ['pipe', 'pipe', 'pipe'],
      })
      const output: Buffer[] = []
      let outputBytes = 0
      let settled = false
      const finish = (outcome: ChildOutcome): void => {
        if (settled) return
        settled = true
        this.running--
        clearTimeout(deadline)
        if (child.exitCode === null) child.kill('SIGKILL')
        resolve(outcome)
      }
      const deadline = setTimeout(() => finish({ status: 'timeout' }), timeoutMs)
      child.stdout.on('data', (chunk: Buffer) => {
        outputBytes += chunk.length
        if (outputBytes > MAX_OUTPUT_BYTES) return finish({ status: 'failed', reason: 'The answer was too large' })
        output.push(chunk)
      })
      child.stderr.resume()
      child.stdin.on('error', () => undefined) // a child that died early closes its stdin
      child.on('error', (error) => finish({ status: 'failed', reason: error.message }))
      child.on('close', (code, signal) => {
        try {
          finish({ status: 'done', output: JSON.parse(Buffer.concat(output).toString('utf8')) })
        } catch {
          finish({ status: 'failed', reason: signal ? `stopped by ${signal}` : `exited with code ${code} without an answer` })
        }
      })
      child.stdin.end(JSON.stringify(input))
    })
  }
}
