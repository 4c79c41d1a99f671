import { Worker } from 'node:worker_threads'

/**
 * The chatbot's memory: a `node:vm` context living in a worker thread of its own, so that what runs in it can
 * neither reach the shop nor block it. Each call has a time limit; a call that overruns it, or a worker that
 * runs out of memory, ends that worker, and the next call starts a fresh one (with an empty memory).
 *
 * Inside, the bot keeps `users` (who is called what) and `process` (how it looks up whom it talks to).
 */
export type SandboxResult = { ok: true; value: string } | { ok: false; error: string }

export const BOT_CALL_TIMEOUT_MS = 1000
const WORKER_GRACE_MS = 1000

const PRELUDE = String.raw`
var users = (function () {
  var names = Object.create(null);
  return {
    addUser: function (id, name) { names[String(id)] = String(name); return true; },
    get: function (id) { return names[String(id)]; },
  };
})();
var process = {
  currentUser: function (id) { var name = users.get(id); return name === undefined ? '' : name; },
};
`

const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');
const { types } = require('node:util');
const context = vm.createContext(Object.create(null), { microtaskMode: 'afterEvaluate', codeGeneration: { strings: false, wasm: false } });
vm.runInContext(workerData.prelude, context);
const toText = vm.runInContext('(function (value) { try { return String(value) } catch (_) { return "an unprintable value" } })', context);
function describe(error) {
  if (types.isNativeError(error) && !types.isProxy(error)) {
    const message = Object.getOwnPropertyDescriptor(error, 'message')?.value;
    const code = Object.getOwnPropertyDescriptor(error, 'code')?.value;
    if (code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'timeout';
    if (typeof message === 'string') return message;
  }
  return 'an error that cannot be described';
}
parentPort.on('message', ({ id, code }) => {
  let reply;
  try {
    const value = vm.runInContext(code, context, { timeout: workerData.timeoutMs });
    const text = toText(value);
    reply = { id, ok: true, value: typeof text === 'string' ? text.slice(0, 1000) : '' };
  } catch (error) {
    reply = { id, ok: false, error: describe(error).slice(0, 500) };
  }
  parentPort.postMessage(reply);
});
`

interface Pending {
  resolve: (result: SandboxResult) => void
  deadline: NodeJS.Timeout
}

export class BotSandbox {
  private worker: Worker | undefined
  private nextId = 0
  private readonly pending = new Map<number, Pending>()

  constructor(private readonly timeoutMs = BOT_CALL_TIMEOUT_MS) {}

  /** Runs `code` in the bot's context; its completion value comes back as text. */
  run(code: string): Promise<SandboxResult> {
    const worker = this.worker ?? this.start()
    const id = this.nextId++
    return new Promise<SandboxResult>((resolve) => {
      const deadline = setTimeout(() => this.restart(worker, 'The chatbot took too long to think'), this.timeoutMs + WORKER_GRACE_MS)
      this.pending.set(id, { resolve, deadline })
      worker.postMessage({ id, code })
    })
  }

  private start(): Worker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { prelude: PRELUDE, timeoutMs: this.timeoutMs },
      resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8, codeRangeSizeMb: 8, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    })
    worker.unref()
    worker.on('message', (reply: { id?: unknown; ok?: unknown; value?: unknown; error?: unknown }) => {
      const call = typeof reply?.id === 'number' ? this.pending.get(reply.id) : undefined
      if (!call || typeof reply.id !== 'number') return
      this.pending.delete(reply.id)
      clearTimeout(call.deadline)
      if (reply.ok === false && reply.error === 'timeout') {
        this.restart(worker, 'The chatbot took too long to think')
        call.resolve({ ok: false, error: 'The chatbot took too long to think' })
      } else {
        call.resolve(reply.ok === true ? { ok: true, value: String(reply.value) } : { ok: false, error: String(reply.error) })
      }
    })
    worker.on('error', () => this.restart(worker, 'The chatbot ran out of memory'))
    worker.on('exit', () => this.restart(worker, 'The chatbot stopped'))
    this.worker = worker
    return worker
  }

  /** Stops the worker for good (the shop is closing); calls still waiting are answered. */
  close(): void {
    if (this.worker) this.restart(this.worker, 'The chatbot has gone home')
  }

  /** Throws the worker away and answers every waiting call with `reason`; the next call starts afresh. */
  private restart(worker: Worker, reason: string): void {
    if (this.worker !== worker) return
    this.worker = undefined
    void worker.terminate()
    for (const [id, call] of this.pending) {
      clearTimeout(call.deadline)
      call.resolve({ ok: false, error: reason })
      this.pending.delete(id)
    }
  }
}
