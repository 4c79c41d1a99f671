import { Worker } from 'node:worker_threads'
import { WHERE_SLEEP_CAP_MS } from '../../db/doc-store'

/**
 * Runs a MongoDB-style `$where` expression against a list of documents in a worker thread, so that an expression
 * that sleeps or loops blocks only its worker, never the shop's event loop. Inside the worker each document is
 * tested in a fresh `node:vm` context (no require, no process, no host objects) under a per-document time limit,
 * with the blocking `sleep(ms)` global the original shop offered, capped at WHERE_SLEEP_CAP_MS per call. The
 * whole query has a time limit too: past it, the worker is terminated.
 */

export type WhereOutcome =
  | { status: 'matched'; indexes: number[] }
  | { status: 'error'; message: string }
  | { status: 'timeout' }
  | { status: 'busy' }

export interface WhereLimits {
  /** per document, in ms */
  documentTimeoutMs: number
  /** for the whole query, in ms */
  queryTimeoutMs: number
  /** queries allowed to run at the same time */
  maxConcurrent: number
}

export const DEFAULT_WHERE_LIMITS: WhereLimits = { documentTimeoutMs: WHERE_SLEEP_CAP_MS + 500, queryTimeoutMs: 10_000, maxConcurrent: 4 }

/** The worker: it sees only JSON text and answers with JSON text. */
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');
const { types } = require('node:util');
const { expression, documents, documentTimeoutMs, sleepCapMs } = workerData;
const context = vm.createContext(Object.create(null), { microtaskMode: 'afterEvaluate', codeGeneration: { strings: false, wasm: false } });
const ownCode = (error) => types.isNativeError(error) && !types.isProxy(error) ? Object.getOwnPropertyDescriptor(error, 'code')?.value : undefined;
class Reply { constructor(answer) { this.answer = answer } }
const run = (source) => vm.runInContext(source, context, { timeout: documentTimeoutMs });
let answer;
try {
  run('var sleep = (function (wait, cell) { return function sleep(ms) { wait(cell, 0, 0, Math.min(Math.max(Number(ms) || 0, 0), ' + sleepCapMs + ')) } })(Atomics.wait, new Int32Array(new SharedArrayBuffer(4)));');
  try {
    new vm.Script('(function () { return (' + expression + '\n) })');
  } catch (error) {
    throw new Reply({ status: 'error', message: 'The $where expression is not valid JavaScript' });
  }
  run('var __test = (function (parse) { var where = function () { return (' + expression + '\n) };' +
    ' return function (json) { try { return where.call(parse(json)) ? 1 : 0 } catch (_) { return -1 } } })(JSON.parse);');
  const indexes = [];
  for (let index = 0; index < documents.length; index++) {
    context.__document = documents[index];
    const outcome = run('__test(__document)');
    if (outcome === -1) throw new Reply({ status: 'error', message: 'The $where expression threw an error' });
    if (outcome === 1) indexes.push(index);
  }
  answer = { status: 'matched', indexes };
} catch (error) {
  if (error instanceof Reply) answer = error.answer;
  else answer = ownCode(error) === 'ERR_SCRIPT_EXECUTION_TIMEOUT' ? { status: 'timeout' } : { status: 'error', message: 'The $where expression could not be evaluated' };
}
parentPort.postMessage(JSON.stringify(answer));
`

/** Limits how many `$where` workers one shop runs at once. */
export class WhereRunner {
  private running = 0

  constructor(private readonly limits: WhereLimits = DEFAULT_WHERE_LIMITS) {}

  /** The indexes of the documents for which `expression` (evaluated with `this` = the document) is truthy. */
  find(documents: readonly unknown[], expression: string): Promise<WhereOutcome> {
    if (this.running >= this.limits.maxConcurrent) return Promise.resolve({ status: 'busy' })
    this.running++
    const { documentTimeoutMs, queryTimeoutMs } = this.limits
    return new Promise<WhereOutcome>((resolve) => {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { expression, documents: documents.map((doc) => JSON.stringify(doc)), documentTimeoutMs, sleepCapMs: WHERE_SLEEP_CAP_MS },
        resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 16, stackSizeMb: 4 },
        stdout: true,
        stderr: true,
      })
      let settled = false
      const finish = (outcome: WhereOutcome): void => {
        if (settled) return
        settled = true
        this.running--
        clearTimeout(deadline)
        void worker.terminate()
        resolve(outcome)
      }
      const deadline = setTimeout(() => finish({ status: 'timeout' }), queryTimeoutMs)
      worker.on('message', (answer: unknown) => finish(readAnswer(answer, documents.length)))
      worker.on('error', () => finish({ status: 'error', message: 'The $where expression used too many resources' }))
      worker.on('exit', () => finish({ status: 'error', message: 'The $where sandbox stopped without an answer' }))
    })
  }
}

/** Reads the worker's JSON answer, trusting nothing about its shape. */
function readAnswer(answer: unknown, documentCount: number): WhereOutcome {
  let reply: Record<string, unknown> = {}
  try {
    const parsed: unknown = typeof answer === 'string' ? JSON.parse(answer) : undefined
    if (typeof parsed === 'object' && parsed !== null) reply = parsed as Record<string, unknown>
  } catch {
    // an unreadable answer is an error below
  }
  if (reply.status === 'timeout') return { status: 'timeout' }
  if (reply.status === 'matched' && Array.isArray(reply.indexes)) {
    const indexes = reply.indexes.filter((index): index is number => Number.isInteger(index) && index >= 0 && index < documentCount)
    return { status: 'matched', indexes }
  }
  return { status: 'error', message: typeof reply.message === 'string' ? reply.message : 'The $where expression could not be evaluated' }
}
