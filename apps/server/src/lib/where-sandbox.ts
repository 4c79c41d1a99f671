import { ChildSandbox } from './child-sandbox'

/**
 * Evaluates a MongoDB-style `$where` expression against documents out of harm's way, for the NoSQL holes (order
 * tracking, product reviews): in a child of the one ChildSandbox, under Node's permission model (no file writes, no
 * child processes, no workers), with a small heap, inside a fresh `node:vm` context that sees only the documents as
 * parsed JSON, under a time limit (and the process is killed if even that fails). The context offers the blocking
 * `sleep(ms)` global the original shop had, capped per call. A memory bomb or an endless loop ends the child, never
 * the shop.
 */

export type WhereOutcome =
  | { status: 'matched'; indexes: number[] }
  | { status: 'error'; message: string }
  | { status: 'timeout' }
  | { status: 'busy' }

/** The longest a single `sleep(ms)` inside the expression may block, as the original shop capped it. */
export const WHERE_SLEEP_CAP_MS = 2000
const PROCESS_GRACE_MS = 1500

/** Child source: reads `{expression, documents, timeoutMs, sleepCapMs}`, answers `{indexes}`, `{error}` or `{timeout}`. */
const CHILD_SOURCE = String.raw`
const vm = require('node:vm');
const { types } = require('node:util');
readInput().then(({ expression, documents, timeoutMs, sleepCapMs }) => {
  const context = vm.createContext(Object.create(null), { microtaskMode: 'afterEvaluate', codeGeneration: { strings: false, wasm: false } });
  context.__documents = JSON.stringify(documents);
  const ownString = (error, name) => types.isNativeError(error) && !types.isProxy(error) ? Object.getOwnPropertyDescriptor(error, name)?.value : undefined;
  try {
    new vm.Script('(function () { return (' + expression + '\n) })');
  } catch (error) {
    return reply({ error: 'The $where expression is not valid JavaScript' });
  }
  try {
    const source = '(function (parse, wait, cell) {' +
      'var sleep = function (ms) { wait(cell, 0, 0, Math.min(Math.max(Number(ms) || 0, 0), ' + sleepCapMs + ')) };' +
      'var test = function () { return (' + expression + '\n) };' +
      'var found = []; parse(__documents).forEach(function (doc, index) { if (test.call(doc)) found.push(index) });' +
      'return found.join(",");' +
      '})(JSON.parse, Atomics.wait, new Int32Array(new SharedArrayBuffer(4)))';
    const found = vm.runInContext(source, context, { timeout: timeoutMs });
    reply({ indexes: typeof found === 'string' && found !== '' ? found.split(',').map(Number) : [] });
  } catch (error) {
    if (ownString(error, 'code') === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return reply({ timeout: true });
    const message = ownString(error, 'message');
    reply({ error: 'The $where expression threw an error' + (typeof message === 'string' ? ': ' + message.slice(0, 300) : '') });
  }
});
`

/** One shop's `$where` runner for one hole: at most `maxConcurrent` evaluations at once, each within `timeoutMs`. */
export class WhereSandbox {
  private readonly children: ChildSandbox

  constructor(
    private readonly timeoutMs: number,
    maxConcurrent = 4,
  ) {
    this.children = new ChildSandbox(maxConcurrent)
  }

  /** The indexes of the documents for which `expression` (evaluated with `this` = the document) is truthy. */
  async find(documents: readonly unknown[], expression: string): Promise<WhereOutcome> {
    const result = await this.children.run({
      source: CHILD_SOURCE,
      input: { expression, documents, timeoutMs: this.timeoutMs, sleepCapMs: WHERE_SLEEP_CAP_MS },
      timeoutMs: this.timeoutMs + PROCESS_GRACE_MS,
      heapMb: 48,
      nodeFlags: ['--experimental-permission', '--no-warnings', '--stack-size=500'],
    })
    if (result.status === 'done') return readAnswer(result.output, documents.length)
    if (result.status === 'failed') return { status: 'error', message: 'The expression stopped the evaluation (out of memory or crashed)' }
    return result
  }
}

/** Reads the child's answer, trusting nothing about its shape. */
function readAnswer(output: unknown, documentCount: number): WhereOutcome {
  const reply = (typeof output === 'object' && output !== null ? output : {}) as Record<string, unknown>
  if (reply.timeout === true) return { status: 'timeout' }
  if (typeof reply.error === 'string') return { status: 'error', message: reply.error }
  const indexes = Array.isArray(reply.indexes) ? reply.indexes.filter((index): index is number => Number.isInteger(index) && index >= 0 && index < documentCount) : []
  return { status: 'matched', indexes }
}
