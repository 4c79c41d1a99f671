import { open, readdir, unlink, type FileHandle } from 'node:fs/promises'
import { mkdirSync } from 'node:fs'
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

/**
 * A daily rotating access log in `folder`. Lines are queued and appended in batches, one write at a time, so a
 * request never waits for the disk; the queue and the number of files are bounded.
 */
export function createAccessLog(folder: string, limits: AccessLogLimits = DEFAULT_LIMITS) {
  mkdirSync(folder, { recursive: true })
  let pending: { file: string; line: string }[] = []
  let writing: Promise<void> | null = null
  let dropped = 0

  /** Deletes all but the newest keepDays - 1 files before `current`, so that keepDays files remain with it. */
  async function prune(current: string): Promise<void> {
    const older = (await readdir(folder)).filter((name) => /^access\.log\.\d{4}-\d{2}-\d{2}$/.test(name) && name < current).sort()
    const expired = older.slice(0, Math.max(0, older.length - (limits.keepDays - 1)))
    await Promise.all(expired.map((name) => unlink(join(folder, name))))
  }

  // The day's file stays open while lines keep coming (opening and closing it for every batch was a tenth of the
  // CPU of a small request under load), and is closed after a quiet second, so that nothing holds a deleted file.
  let openFile: { file: string; handle: FileHandle } | undefined
  let closeTimer: NodeJS.Timeout | undefined

  async function handleFor(file: string): Promise<FileHandle> {
    if (openFile?.file === file) return openFile.handle
    await closeFile()
    openFile = { file, handle: await open(join(folder, file), 'a') }
    // a new day's file (or the first of this process) exists now: the oldest days can go
    await prune(file).catch(() => undefined)
    return openFile.handle
  }

  async function closeFile(): Promise<void> {
    const closing = openFile
    openFile = undefined
    await closing?.handle.close()
  }

  async function drain(): Promise<void> {
    clearTimeout(closeTimer)
    while (pending.length > 0) {
      const batch = pending
      pending = []
      for (const file of new Set(batch.map((entry) => entry.file))) {
        const text = batch.filter((entry) => entry.file === file).map((entry) => entry.line)
        await (await handleFor(file)).appendFile(text.join(''))
      }
    }
    closeTimer = setTimeout(() => exclusively(closeFile), 1000).unref()
  }

  /** One file operation at a time: draining the queue, or closing the file after a quiet second. */
  function exclusively(task: () => Promise<void>): void {
    writing ??= task()
      .catch((error: unknown) => {
        console.error('The access log could not be written:', error)
        return closeFile().catch(() => undefined)
      })
      .finally(() => {
        writing = null
        if (pending.length > 0) flush()
      })
  }

  const flush = (): void => exclusively(drain)

  return {
    folder,
    /** Queues one line for the day it happened on. */
    write(line: string, at: Date = new Date()): void {
      if (pending.length >= limits.maxPendingLines) return void (dropped += 1)
      pending.push({ file: accessLogName(at), line: line.endsWith('\n') ? line : `${line}\n` })
      flush()
    },
    /** Resolves when every queued line is on disk. */
    async settled(): Promise<void> {
      while (writing) await writing
    },
    droppedLines: () => dropped,
  }
}
