import type { ChildSandbox } from '../../lib/child-sandbox'
import { SOLVE_PATH } from './server-side'

/**
 * Runs a username template expression out of harm's way: in a child process with a small heap and address space,
 * inside a fresh `node:vm` context that holds no host object, under a time limit (and the process is killed if
 * even that fails). The context offers stand-ins for what published payloads reach for, `global.process.mainModule.require`
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
const MAX_RECORDED_CALLS = 10
/** longer call targets are cut: the checks on them stay cheap */
const MAX_TARGET_LENGTH = 2048
/** the longest rendered username the page shows; the child refuses answers over a megabyte */
const MAX_TEXT_LENGTH = 10_000
const CHILD_GRACE_MS = 1500
const CHILD_LIMITS = { heapMb: 64, addressSpaceMb: 1024 }

/** In-context source: defines the stand-ins, then `__pulp.reply(status, text)` returns the answer as JSON text. */
const PRELUDE = String.raw`
var __pulp = (function (global, stringify, toText) {
  var calls = [];
  var solvePath = ${JSON.stringify(SOLVE_PATH)};
  function refuse(what) {
    throw new Error(what + ' is not available here: the template sandbox only lets the shop call itself at ' + solvePath);
  }
  function record(module, target) {
    if (calls.length < ${MAX_RECORDED_CALLS}) calls.push({ module: module, target: target.slice(0, ${MAX_TARGET_LENGTH}) });
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

/** The child: it sees only the expression text (its input) and answers with JSON text. */
const CHILD_SOURCE = String.raw`
const vm = require('node:vm');
const { types } = require('node:util');
readInput().then((input) => {
  const context = vm.createContext(Object.create(null), { microtaskMode: 'afterEvaluate', codeGeneration: { strings: true, wasm: false } });
  let answer;
  try {
    vm.runInContext(input.prelude, context, { timeout: input.timeoutMs });
    context.__code = input.code;
    const result = vm.runInContext(input.runner, context, { timeout: input.timeoutMs });
    answer = typeof result !== 'string' ? JSON.stringify({ status: 'error', text: 'The expression produced no text', calls: [] })
      : result.length > 1000000 ? JSON.stringify({ status: 'error', text: 'The expression produced too much text', calls: [] })
      : result;
  } catch (error) {
    // read from the property descriptor: no getter an expression might have planted runs out here
    const timedOut = types.isNativeError(error) && !types.isProxy(error) &&
      Object.getOwnPropertyDescriptor(error, 'code')?.value === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
    answer = JSON.stringify(timedOut ? { status: 'timeout' } : { status: 'error', text: 'The expression could not be evaluated', calls: [] });
  }
  reply(answer);
});
`

/** Evaluates `code` (the text between `#{` and `}` of a username) in one of `sandbox`'s children. */
export async function evaluateTemplateExpression(sandbox: ChildSandbox, code: string, timeoutMs = TEMPLATE_TIMEOUT_MS): Promise<SandboxOutcome> {
  const result = await sandbox.run({
    source: CHILD_SOURCE,
    input: { code, prelude: PRELUDE, runner: RUNNER, timeoutMs },
    timeoutMs: timeoutMs + CHILD_GRACE_MS,
    ...CHILD_LIMITS,
  })
  if (result.status === 'done') return readAnswer(result.output)
  if (result.status === 'failed') return result.outOfMemory ? { status: 'out-of-memory' } : { status: 'error', message: 'The sandbox stopped without an answer', calls: [] }
  return result
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
  const text = typeof reply.text === 'string' ? reply.text.slice(0, MAX_TEXT_LENGTH) : ''
  const calls = (Array.isArray(reply.calls) ? reply.calls : [])
    .filter((call): call is SandboxCall => CALL_MODULES.has(call?.module) && typeof call?.target === 'string')
    .slice(0, MAX_RECORDED_CALLS)
    .map(({ module, target }) => ({ module, target: target.slice(0, MAX_TARGET_LENGTH) }))
  return reply.status === 'value' ? { status: 'value', text, calls } : { status: 'error', message: text, calls }
}
