import { spawn, type ChildProcess } from 'node:child_process'
import { tmpdir } from 'node:os'

/**
 * THE way Pulp runs dangerous work (attacker-chosen code, native parsers fed attacker-chosen documents): in a
 * separate Node process. The shop's event loop stays free, and a deadline kills the process with SIGKILL, which
 * also stops native code that never returns to JavaScript (a worker thread cannot be stopped there, and its heap
 * limit misses array buffers and native allocations; a process under `ulimit -v` does not).
 *
 * `ChildSandbox` runs one-shot jobs (XML/YAML parsing, B2B order lines, `$where`, username templates);
 * `spawnLimitedNode` is the primitive it shares with the long-lived SQL child of `query-sandbox.ts`.
 */

export interface NodeLimits {
  /** V8's old generation, in MB */
  heapMb: number
  /** the whole address space of the process (ulimit -v), in MB: array buffers and native allocations count too */
  addressSpaceMb?: number
  env?: Record<string, string>
  /** extra `node` flags, e.g. the permission model */
  nodeFlags?: readonly string[]
  /** 'ipc' for a long-lived child spoken to with messages; 'pipes' for stdin → stdout jobs */
  channel: 'ipc' | 'pipes'
}

/**
 * Starts `node -e source` in a child process under hard memory limits, with no environment but `env`, in the
 * temporary directory. The child does not keep the parent alive.
 */
export function spawnLimitedNode(source: string, { heapMb, addressSpaceMb, env = {}, nodeFlags = [], channel }: NodeLimits): ChildProcess {
  const nodeArgs = [`--max-old-space-size=${heapMb}`, ...nodeFlags, '-e', source]
  const [command, args] =
    addressSpaceMb === undefined
      ? [process.execPath, nodeArgs]
      : ['/bin/sh', ['-c', `ulimit -v ${addressSpaceMb * 1024} && exec "$0" "$@"`, process.execPath, ...nodeArgs]]
  const child = spawn(command, args, {
    cwd: tmpdir(),
    env,
    ...(channel === 'ipc' ? { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], serialization: 'advanced' } : { stdio: ['pipe', 'pipe', 'ignore'] }),
  })
  child.unref()
  child.channel?.unref()
  return child
}

/** A child that died of its memory limits: V8 aborts when its heap is full, a native allocation fails hard. */
export const diedOfMemory = (code: number | null, signal: NodeJS.Signals | null): boolean =>
  signal === 'SIGABRT' || signal === 'SIGSEGV' || signal === 'SIGTRAP' || code === 134 || code === 139

export type ChildOutcome =
  | { status: 'done'; output: unknown }
  | { status: 'timeout' }
  /** `outOfMemory`: the child died of its memory limits (a bomb), not of a bug */
  | { status: 'failed'; reason: string; outOfMemory: boolean }
  | { status: 'busy' }

export interface ChildJob {
  /** CommonJS source run with `node -e`; it reads the input with readInput() and answers with reply(value) */
  source: string
  input: unknown
  timeoutMs: number
  heapMb?: number
  addressSpaceMb?: number
  nodeFlags?: readonly string[]
}

const MAX_OUTPUT_BYTES = 1_000_000
const DEFAULT_HEAP_MB = 96

/** Prepended to every job: the two helpers a job's source uses. */
const PRELUDE = String.raw`
const readInput = () => new Promise((resolve) => {
  const chunks = [];
  process.stdin.on('data', (chunk) => chunks.push(chunk));
  process.stdin.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
});
const reply = (value) => process.stdout.write(JSON.stringify(value), () => process.exit(0));
`

/**
 * How many one-shot children may run at once in the whole process, whatever shop asked: a class of many teams
 * attacking at the same moment gets 'busy' answers instead of exhausting the machine's memory.
 */
export class ChildBudget {
  private running = 0

  constructor(readonly limit: number) {}

  take(): boolean {
    if (this.running >= this.limit) return false
    this.running++
    return true
  }

  giveBack(): void {
    this.running--
  }
}

/** The process's budget (shared on purpose: the memory it protects is the process's and the machine's). */
export const PROCESS_CHILD_BUDGET = new ChildBudget(16)

/** At most `maxConcurrent` children at once per sandbox (each shop's routers own their sandbox), within the process's budget. */
export class ChildSandbox {
  private running = 0

  constructor(
    private readonly maxConcurrent = 4,
    private readonly budget = PROCESS_CHILD_BUDGET,
  ) {}

  run({ source, input, timeoutMs, heapMb = DEFAULT_HEAP_MB, addressSpaceMb, nodeFlags = [] }: ChildJob): Promise<ChildOutcome> {
    if (this.running >= this.maxConcurrent || !this.budget.take()) return Promise.resolve({ status: 'busy' })
    this.running++
    return new Promise<ChildOutcome>((resolve) => {
      const child = spawnLimitedNode(PRELUDE + source, { heapMb, addressSpaceMb, nodeFlags, channel: 'pipes' })
      const output: Buffer[] = []
      let outputBytes = 0
      let settled = false
      const finish = (outcome: ChildOutcome): void => {
        if (settled) return
        settled = true
        this.running--
        this.budget.giveBack()
        clearTimeout(deadline)
        if (child.exitCode === null) child.kill('SIGKILL')
        resolve(outcome)
      }
      const deadline = setTimeout(() => finish({ status: 'timeout' }), timeoutMs)
      child.stdout!.on('data', (chunk: Buffer) => {
        outputBytes += chunk.length
        if (outputBytes > MAX_OUTPUT_BYTES) return finish({ status: 'failed', reason: 'The answer was too large', outOfMemory: false })
        output.push(chunk)
      })
      child.stdin!.on('error', () => undefined) // a child that died early closes its stdin
      child.on('error', (error) => finish({ status: 'failed', reason: error.message, outOfMemory: false }))
      child.on('close', (code, signal) => {
        try {
          finish({ status: 'done', output: JSON.parse(Buffer.concat(output).toString('utf8')) })
        } catch {
          const reason = signal ? `stopped by ${signal}` : `exited with code ${code} without an answer`
          finish({ status: 'failed', reason, outOfMemory: diedOfMemory(code, signal) })
        }
      })
      child.stdin!.end(JSON.stringify(input))
    })
  }
}
