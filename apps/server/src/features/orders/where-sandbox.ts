import { spawn } from 'node:child_process'

/**
 * Evaluates a MongoDB-style `$where` expression against documents out of harm's way: in a child process
 * under Node's permission model (no file writes, no child processes, no workers), with a small heap, inside a
 * fresh `node:vm` context that sees only the documents as parsed JSON, under a time limit (and the process is
 * killed if even that fails). A memory bomb or an endless loop ends the child, never the shop.
 */

export type WhereOutcome = { status: 'matched'; indices: number[] } | { status: 'error'; message: string } | { status: 'timeout' } | { status: 'busy' }

export const WHERE_TIMEOUT_MS = 2000
/** The longest a single `sleep(ms)` inside the expression may block, as the original shop capped it. */
export const WHERE_SLEEP_CAP_MS = 2000
const PROCESS_GRACE_MS = 1500
const MAX_ANSWER_BYTES = 1_000_000

/** Child source: reads `{expression, docs, timeoutMs}` as JSON from stdin, writes `{indices}` or `{error}` to stdout. */
const CHILD_SOURCE = String.raw`
const vm = require('node:vm');
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () => {
  const { expression, docs, timeoutMs, sleepCapMs } = JSON.parse(input);
  const context = vm.createContext(Object.create(null), { microtaskMode: 'afterEvaluate', codeGeneration: { strings: false, wasm: false } });
  context.__documents = JSON.stringify(docs);
  let answer;
  try {
    const source = '(function (parse, wait, cell) {' +
      'var sleep = function (ms) { wait(cell, 0, 0, Math.min(Math.max(Number(ms) || 0, 0), ' + sleepCapMs + ')) };' +
      'var test = function () { return (' + expression + '\n) };' +
      'var found = []; parse(__documents).forEach(function (doc, index) { if (test.call(doc)) found.push(index) });' +
      'return found.join(",");' +
      '})(JSON.parse, Atomics.wait, new Int32Array(new SharedArrayBuffer(4)))';
    const found = vm.runInContext(source, context, { timeout: timeoutMs });
    answer = { indices: typeof found === 'string' && found !== '' ? found.split(',').map(Number) : [] };
  } catch (error) {
    const code = error && Object.getOwnPropertyDescriptor(error, 'code');
    const message = error && Object.getOwnPropertyDescriptor(error, 'message');
    answer = code && code.value === 'ERR_SCRIPT_EXECUTION_TIMEOUT'
      ? { timeout: true }
      : { error: message && typeof message.value === 'string' ? message.value.slice(0, 300) : 'the expression threw' };
  }
  process.stdout.write(JSON.stringify(answer));
});
`

/** Runs `$where` evaluations for one shop, at most `maxConcurrent` at a time. */
export class WhereSandbox {
  private running = 0

  constructor(private readonly maxConcurrent = 4) {}

  /** The indices of the documents for which `expression` is truthy (with `this` bound to the document). */
  evaluate(expression: string, docs: readonly unknown[], timeoutMs = WHERE_TIMEOUT_MS): Promise<WhereOutcome> {
    if (this.running >= this.maxConcurrent) return Promise.resolve({ status: 'busy' })
    this.running++
    return new Promise<WhereOutcome>((resolve) => {
      const child = spawn(process.execPath, ['--experimental-permission', '--no-warnings', '--max-old-space-size=48', '--stack-size=500', '-e', CHILD_SOURCE], {
        stdio: ['pipe', 'pipe', 'ignore'],
        env: {},
      })
      let output = ''
      let settled = false
      const finish = (outcome: WhereOutcome): void => {
        if (settled) return
        settled = true
        this.running--
        clearTimeout(deadline)
        child.kill('SIGKILL')
        resolve(outcome)
      }
      const deadline = setTimeout(() => finish({ status: 'timeout' }), timeoutMs + PROCESS_GRACE_MS)
      child.stdout.setEncoding('utf8')
      child.stdout.on('data', (chunk: string) => {
        output += chunk
        if (output.length > MAX_ANSWER_BYTES) finish({ status: 'error', message: 'The answer was too long' })
      })
      child.on('error', (error) => finish({ status: 'error', message: error.message }))
      child.on('close', () => finish(readAnswer(output, docs.length)))
      child.stdin.on('error', () => undefined)
      child.stdin.end(JSON.stringify({ expression, docs, timeoutMs, sleepCapMs: WHERE_SLEEP_CAP_MS }))
    })
  }
}

/** Reads the child's JSON answer, trusting nothing about its shape. */
function readAnswer(output: string, documentCount: number): WhereOutcome {
  let reply: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(output)
    if (typeof parsed === 'object' && parsed !== null) reply = parsed as Record<string, unknown>
  } catch {
    return { status: 'error', message: 'The expression stopped the evaluation (out of memory or crashed)' }
  }
  if (reply.timeout === true) return { status: 'timeout' }
  if (typeof reply.error === 'string') return { status: 'error', message: reply.error }
  const indices = Array.isArray(reply.indices) ? reply.indices.filter((index): index is number => Number.isInteger(index) && index >= 0 && index < documentCount) : []
  return { status: 'matched', indices }
}
