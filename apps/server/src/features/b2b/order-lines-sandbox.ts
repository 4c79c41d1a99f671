import { parse, type Node } from 'acorn'
import type { ChildSandbox } from '../../lib/child-sandbox'

export const EVALUATION_TIMEOUT_MS = 2000
/** Time for the child process to start on a busy machine, on top of the evaluation's own limit. */
const START_GRACE_MS = 1500
export const MAX_LOOP_ITERATIONS = 1_000_000
export const LOOP_GUARD_MESSAGE = 'Infinite loop detected - reached max iterations'

export type EvaluationOutcome =
  | { outcome: 'value' }
  | { outcome: 'loop-guard' | 'error'; message: string }
  | { outcome: 'timeout' | 'busy' }

const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement'])
const GUARD_CALL = '__pulpLoopGuard();'

type LoopNode = Node & { body: Node }

function loopsIn(node: unknown, found: LoopNode[] = []): LoopNode[] {
  if (typeof node !== 'object' || node === null || typeof (node as Node).type !== 'string') return found
  if (LOOPS.has((node as Node).type)) found.push(node as LoopNode)
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) for (const item of child) loopsIn(item, found)
    else loopsIn(child, found)
  }
  return found
}

/** The code with a call of the loop guard at the start of every loop body (each body wrapped in a block). */
export function withLoopGuard(code: string): string {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'script' })
  const insertions = loopsIn(program).flatMap((loop) => [
    { at: loop.body.start, text: `{${GUARD_CALL}` },
    { at: loop.body.end, text: '}' },
  ])
  insertions.sort((a, b) => b.at - a.at)
  let guarded = code
  for (const { at, text } of insertions) guarded = guarded.slice(0, at) + text + guarded.slice(at)
  return guarded
}

/**
 * The child: a fresh vm context without require, process or any host object (and no eval inside), a loop guard
 * that cannot be reset from the evaluated code, and the evaluation's time limit. The child process itself runs
 * under Node's permission model: no file system, no child processes, no worker threads.
 */
const EVALUATOR_SOURCE = String.raw`
readInput().then(({ code, timeoutMs, maxIterations, guardMessage }) => {
  const vm = require('node:vm');
  const context = vm.createContext(Object.create(null), { codeGeneration: { strings: false, wasm: false }, microtaskMode: 'afterEvaluate' });
  vm.runInContext('Object.defineProperty(globalThis, "__pulpLoopGuard", { value: (function () { var count = 0; return function () { if (++count > ' +
    maxIterations + ') throw new Error(' + JSON.stringify(guardMessage) + '); }; })(), writable: false, configurable: false });', context);
  try {
    vm.runInContext(code, context, { timeout: timeoutMs });
    reply({ outcome: 'value' });
  } catch (error) {
    if (error && error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return reply({ outcome: 'timeout' });
    let message;
    try { message = String(error && error.message !== undefined ? error.message : error); } catch (_) { message = 'an error that cannot be printed'; }
    reply({ outcome: message === guardMessage ? 'loop-guard' : 'error', message: message.slice(0, 500) });
  }
});
`

/** Evaluates `code` (a B2B order's orderLinesData) out of harm's way. */
export async function evaluateOrderLines(sandbox: ChildSandbox, code: string): Promise<EvaluationOutcome> {
  let guarded: string
  try {
    guarded = withLoopGuard(code)
  } catch (error) {
    return { outcome: 'error', message: (error as Error).message }
  }
  const result = await sandbox.run({
    source: EVALUATOR_SOURCE,
    input: { code: guarded, timeoutMs: EVALUATION_TIMEOUT_MS, maxIterations: MAX_LOOP_ITERATIONS, guardMessage: LOOP_GUARD_MESSAGE },
    timeoutMs: EVALUATION_TIMEOUT_MS + START_GRACE_MS,
    nodeFlags: ['--experimental-permission', '--no-warnings'],
  })
  if (result.status === 'timeout') return { outcome: 'timeout' }
  if (result.status === 'busy') return { outcome: 'busy' }
  if (result.status === 'failed') return { outcome: 'error', message: 'The order lines could not be evaluated (too much memory?)' }
  const answer = result.output as { outcome?: unknown; message?: unknown }
  const message = typeof answer?.message === 'string' ? answer.message : ''
  if (answer?.outcome === 'value' || answer?.outcome === 'timeout') return { outcome: answer.outcome }
  return { outcome: answer?.outcome === 'loop-guard' ? 'loop-guard' : 'error', message }
}
