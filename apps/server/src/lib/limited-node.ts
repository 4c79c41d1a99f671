import { spawn, type ChildProcess } from 'node:child_process'

export interface NodeLimits {
  /** V8's old generation, in MB */
  heapMb: number
  /** the whole address space of the process (ulimit -v), in MB: array buffers and native allocations count too */
  addressSpaceMb: number
  env?: Record<string, string>
}

/**
 * Starts `node -e source` in a child process with an IPC channel (advanced serialization) and no stdio, under hard
 * memory limits. The parent kills it with SIGKILL when it runs too long: unlike a worker thread, a process stops
 * even inside a native call. The child does not keep the parent alive.
 */
export function spawnLimitedNode(source: string, { heapMb, addressSpaceMb, env = {} }: NodeLimits): ChildProcess {
  const nodeArgs = [`--max-old-space-size=${heapMb}`, '-e', source]
  const child = spawn('/bin/sh', ['-c', `ulimit -v ${addressSpaceMb * 1024} && exec "$0" "$@"`, process.execPath, ...nodeArgs], {
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    serialization: 'advanced',
    env,
  })
  child.unref()
  child.channel?.unref()
  return child
}

/** A child that died of its memory limits: V8 aborts when its heap is full. */
export const diedOfMemory = (code: number | null, signal: NodeJS.Signals | null): boolean =>
  signal === 'SIGABRT' || signal === 'SIGSEGV' || code === 134 || code === 139
