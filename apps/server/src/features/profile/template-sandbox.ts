import { Worker } from 'node:worker_threads'
import { SOLVE_PATH } from './server-side'

/**
 * Runs a username template expression out of harm's way: in a worker thread with a small heap, inside a fresh
 * `node:vm` context that holds no host object, under a time limit (and the worker is terminated if even that
 * fails). The context offers stand-ins for what published payloads reach for, `global.process.mainModule.require`
 * with `http`, `https` and `child_process`: they execute nothing, they only record calls that target the shop's
 * SOLVE_PATH (or download the juicy malware), and refuse everything else with a clear error.
 */

/** What a stand-in was asked to do: GET `target` (http/https), or run the command `target` (child_process). */
export interface SandboxCall {
  module: 'http' | 'https' | 'child_process'
  target: string
}

export type SandboxOutcome =
  | { status: 'value'; text: string; calls: SandboxCall[] }
  | { status: 'error'; message: string; calls: SandboxCall[] }
  | { status: 'timeout' }
  | { status: 'out-of-memory' }
  | { status: 'busy' }

export const TEMPLATE_TIMEOUT_MS = 2000
const MAX_CONCURRENT_EVALUATIONS = 4
const MAX_RECORDED_CALLS = 10
const WORKER_GRACE_MS = 1500

/** In-context source: defines the stand-ins, then `__pulp.reply(status, text)` returns the answer as JSON text. */
const PRELUDE = String.raw`
var __pulp = (function (global, stringify, toText) {
  var calls = [];
  var solvePath = ${JSON.stringify(SOLVE_PATH)};
  function refuse(what) {
    throw new Error(what + ' is not available here: the template sandbox only lets the shop call itself at ' + solvePath);
  }
  function record(module, target) {
    if (calls.length < ${MAX_RECORDED_CALLS}) calls.push({ module: module, target: target });
  }
  function chainable() {
    var self = {};
    ['on', 'once', 'end', 'write', 'setTimeout', 'destroy', 'abort', 'kill', 'unref'].forEach(function (name) {
      self[name] = function () { return self; };
    });
    return self;
  }
  function urlOf(target) {
    if (typeof target === 'string') return target;
    if (target && typeof target.href === 'string') return target.href;
    if (target && typeof target === 'object') {
      return (target.protocol || 'http:') + '//' + (target.hostname || target.host || 'localhost') +
        (target.port ? ':' + target.port : '') + (target.path || '/');
    }
    return toText(target);
  }
  function httpStandIn(module) {
    function get(target) {
      var url = urlOf(target);
      if (url.indexOf(solvePath) === -1) refuse(module + '.get(' + stringify(url) + ')');
      record(module, url);
      return chainable();
    }
    return { get: get, request: get };
  }
  function exec(command) {
    var text = toText(command);
    if (text.indexOf(solvePath) === -1 && !/juicy_malware/i.test(text)) refuse('child_process.exec(' + stringify(text) + ')');
    record('child_process', text);
    return chainable();
  }
  var modules = {
    http: httpStandIn('http'),
    https: httpStandIn('https'),
    child_process: {
      exec: exec,
      execSync: function (command) { refuse('child_process.execSync(' + stringify(toText(command)) + ')'); },
      spawn: function (command) { refuse('child_process.spawn(' + stringify(toText(command)) + ')'); },
    },
  };
  function require(name) {
    var key = toText(name).replace(/^node:/, '');
    if (Object.prototype.hasOwnProperty.call(modules, key)) return modules[key];
    throw new Error('require(' + stringify(toText(name)) + ') is not available in the template sandbox (only http, https and child_process stand-ins are)');
  }
  global.global = global;
  global.require = require;
  global.process = {
    mainModule: { require: require },
    env: {},
    argv: [],
    platform: 'sandbox',
    exit: function () { throw new Error('process.exit() is not available in the template sandbox'); },
  };
  return {
    reply: function (status, text) { return stringify({ status: status, text: text, calls: calls.slice() }); },
  };
})(this, JSON.stringify, String);
`

/** In-context source: evaluates __code at global scope (indirect eval) and turns the result into text inside. */
const RUNNER = String.raw`
(function (pulp, code, evaluate, toText) {
  try {
    return pulp.reply('value', toText(evaluate(code)));
  } catch (error) {
    var message;
    try { message = toText(error && error.message !== undefined ? error.message : error); }
    catch (_) { message = 'an error that cannot be printed'; }
    return pulp.reply('error', message);
  }
})(__pulp, __code, eval, String)
`

/** The worker: it sees only the expression text and answers with JSON text. */
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');
const { types } = require('node:util');
const context = vm.createContext(Object.create(null), { microtaskMode: 'afterEvaluate', codeGeneration: { strings: true, wasm: false } });
let answer;
try {
  vm.runInContext(workerData.prelude, context, { timeout: workerData.timeoutMs });
  context.__code = workerData.code;
  const result = vm.runInContext(workerData.runner, context, { timeout: workerData.timeoutMs });
  answer = typeof result === 'string' ? result : JSON.stringify({ status: 'error', text: 'The expression produced no text', calls: [] });
} catch (error) {
  // read from the property descriptor: no getter an expression might have planted runs out here
  const timedOut = types.isNativeError(error) && !types.isProxy(error) &&
    Object.getOwnPropertyDescriptor(error, 'code')?.value === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
  answer = JSON.stringify(timedOut ? { status: 'timeout' } : { status: 'error', text: 'The expression could not be evaluated', calls: [] });
}
parentPort.postMessage(answer);
`

let running = 0

/** Evaluates `code` (the text between `#{` and `}` of a username) in the sandbox. */
export function evaluateTemplateExpression(code: string, timeoutMs = TEMPLATE_TIMEOUT_MS): Promise<SandboxOutcome> {
  if (running >= MAX_CONCURRENT_EVALUATIONS) return Promise.resolve({ status: 'busy' })
  running++
  return new Promise<SandboxOutcome>((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { code, prelude: PRELUDE, runner: RUNNER, timeoutMs },
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 16, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    })
    let settled = false
    const finish = (outcome: SandboxOutcome): void => {
      if (settled) return
      settled = true
      running--
      clearTimeout(deadline)
      void worker.terminate()
      resolve(outcome)
    }
    const deadline = setTimeout(() => finish({ status: 'timeout' }), timeoutMs + WORKER_GRACE_MS)
    worker.on('message', (answer: unknown) => finish(readAnswer(answer)))
    worker.on('error', (error: Error & { code?: string }) =>
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { status: 'out-of-memory' } : { status: 'error', message: error.message, calls: [] }),
    )
    worker.on('exit', () => finish({ status: 'error', message: 'The sandbox stopped without an answer', calls: [] }))
  })
}

const CALL_MODULES = new Set(['http', 'https', 'child_process'])

/** Reads the worker's JSON answer, trusting nothing about its shape. */
function readAnswer(answer: unknown): SandboxOutcome {
  let parsed: unknown
  try {
    parsed = typeof answer === 'string' ? JSON.parse(answer) : undefined
  } catch {
    parsed = undefined
  }
  const reply = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>
  if (reply.status === 'timeout') return { status: 'timeout' }
  const text = typeof reply.text === 'string' ? reply.text : ''
  const calls = (Array.isArray(reply.calls) ? reply.calls : [])
    .filter((call): call is SandboxCall => CALL_MODULES.has(call?.module) && typeof call?.target === 'string')
    .slice(0, MAX_RECORDED_CALLS)
    .map(({ module, target }) => ({ module, target }))
  return reply.status === 'value' ? { status: 'value', text, calls } : { status: 'error', message: text, calls }
}
