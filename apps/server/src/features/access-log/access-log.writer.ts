import { readdir, unlink } from 'node:fs/promises'
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs'
import { join } from 'node:path'

export interface AccessLogLimits {
  /** daily files kept; older ones are deleted when a new day starts */
  keepDays: number
  /** lines waiting to be written; beyond this, lines are dropped (and counted) rather than held in memory */
  maxPendingLines: number
}

export const DEFAULT_LIMITS: AccessLogLimits = { keepDays: 7, maxPendingLines: 5000 }

/** access.log.<YYYY-MM-DD>, the name of the day's file (UTC). */
export const accessLogName = (date: Date): string => `access.log.${date.toISOString().slice(0, 10)}`

/** A day's file is closed after this long without a line (and opened again by the next one). */
export const IDLE_CLOSE_MS = 10_000

/**
 * Lines are gathered this long and written together. A busy single shop batches by itself (lines queue while a
 * write is in flight), but fifty class shops see about one line each per turn of the event loop: one write each.
 */
export const BATCH_MS = 50

/**
 * A daily rotating access log in `folder`. The day's file stays open while lines come (one append stream per shop,
 * closed after IDLE_CLOSE_MS without a line and by `close()`), so a request never waits for the disk and no file is
 * opened per line; the lines not yet on disk and the number of files are bounded.
 */
export function createAccessLog(folder: string, limits: AccessLogLimits = DEFAULT_LIMITS) {
  mkdirSync(folder, { recursive: true })
  let current: { file: string; stream: WriteStream } | undefined
  let lastLineAt = 0
  let idleCheck: NodeJS.Timeout | undefined
  let batchTimer: NodeJS.Timeout | undefined
  /** the files this log opened: a file being opened is not yet in the folder, but counts for pruning */
  const opened = new Set<string>()
  let pendingLines = 0
  let dropped = 0
  let closed = false
  const whenSettled: (() => void)[] = []

  /** Deletes all but the newest keepDays - 1 files before `current`, so that keepDays files remain with it. */
  async function prune(currentFile: string): Promise<void> {
    const names = new Set([...(await readdir(folder)), ...opened])
    const older = [...names].filter((name) => /^access\.log\.\d{4}-\d{2}-\d{2}$/.test(name) && name < currentFile).sort()
    const expired = older.slice(0, Math.max(0, older.length - (limits.keepDays - 1)))
    await Promise.all(expired.map((name) => unlink(join(folder, name)).catch(() => undefined)))
  }

  /** Writes the gathered lines now. */
  function flush(): void {
    if (!batchTimer) return
    clearTimeout(batchTimer)
    batchTimer = undefined
    current?.stream.uncork()
  }

  function closeCurrent(): WriteStream | undefined {
    flush()
    const stream = current?.stream
    current = undefined
    clearTimeout(idleCheck)
    idleCheck = undefined
    stream?.end()
    return stream
  }

  /** Closes the day's file once no line came for IDLE_CLOSE_MS (an idle shop holds no file open). */
  function checkIdle(): void {
    const idleFor = Date.now() - lastLineAt
    if (idleFor >= IDLE_CLOSE_MS) closeCurrent()
    else idleCheck = setTimeout(checkIdle, IDLE_CLOSE_MS - idleFor).unref()
  }

  function lineWritten(): void {
    pendingLines -= 1
    if (pendingLines === 0) for (const resolve of whenSettled.splice(0)) resolve()
  }

  function streamFor(file: string): WriteStream {
    lastLineAt = Date.now()
    if (current?.file === file) return current.stream
    closeCurrent()
    // the folder may have gone meanwhile (a test cleaning up, a reset team): it is made again for the new file
    mkdirSync(folder, { recursive: true })
    const stream = createWriteStream(join(folder, file), { flags: 'a' })
    stream.on('error', (error) => {
      console.error('The access log could not be written:', error)
      // the next line opens the file afresh instead of going to a broken stream
      if (current?.stream === stream) closeCurrent()
    })
    current = { file, stream }
    opened.add(file)
    idleCheck = setTimeout(checkIdle, IDLE_CLOSE_MS).unref()
    void prune(file).catch(() => undefined)
    return stream
  }

  return {
    folder,
    /** Queues one line for the day it happened on. */
    write(line: string, at: Date = new Date()): void {
      if (closed) return
      if (pendingLines >= limits.maxPendingLines) return void (dropped += 1)
      pendingLines += 1
      const stream = streamFor(accessLogName(at))
      if (!batchTimer) {
        stream.cork()
        batchTimer = setTimeout(flush, BATCH_MS).unref()
      }
      stream.write(line.endsWith('\n') ? line : `${line}\n`, lineWritten)
    },
    /** Resolves when every queued line is on disk (the gathered ones are written at once). */
    settled(): Promise<void> {
      flush()
      return pendingLines === 0 ? Promise.resolve() : new Promise((resolve) => whenSettled.push(resolve))
    },
    /** Starts writing the gathered lines now (before the log is read). */
    flush,
    droppedLines: () => dropped,
    /** Writes what is queued and closes the file (the shop is closing); later lines are ignored. */
    async close(): Promise<void> {
      closed = true
      const stream = closeCurrent()
      if (stream && !stream.closed) await new Promise<void>((resolve) => stream.once('close', resolve))
      for (const resolve of whenSettled.splice(0)) resolve()
    },
  }
}
