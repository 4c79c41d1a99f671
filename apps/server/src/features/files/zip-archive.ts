import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, posix } from 'node:path'
import type unzipper from 'unzipper'
import { HttpError } from '../../lib/http-error'
import { realPathOf } from '../../lib/shop-files'

/**
 * Complaint archives are unpacked into the shop's data folder. Entry names are resolved the way the original shop
 * does it, against its install folder, where entries land in `uploads/complaints/`; an entry that resolves to a path
 * the shop does not back (lib/shop-files.ts) is skipped.
 */
export const COMPLAINTS_FOLDER = 'uploads/complaints/'
const MAX_ENTRIES = 100
const MAX_ENTRY_BYTES = 1_000_000
const MAX_TOTAL_BYTES = 10_000_000

export interface WrittenEntry {
  /** where the entry landed in the install folder, e.g. `ftp/legal.md` */
  target: string
  content: string
}

async function readCapped(entry: unzipper.File, budget: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of entry.stream() as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > Math.min(MAX_ENTRY_BYTES, budget)) throw new HttpError(413, 'The archive unpacks to more than the shop accepts.')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** Unpacks `archive`; returns the entries it wrote. */
// vuln-code-snippet start fileWriteChallenge videoXssChallenge
export async function extractComplaintArchive(dataFolder: string, archive: Buffer): Promise<WrittenEntry[]> {
  // loaded with the first archive, not at start (start-up time and memory)
  const { default: zip } = await import('unzipper')
  let directory: unzipper.CentralDirectory
  try {
    directory = await zip.Open.buffer(archive)
  } catch {
    throw new HttpError(400, 'The file is not a readable ZIP archive.')
  }
  const files = directory.files.filter((file) => file.type === 'File').slice(0, MAX_ENTRIES)
  const written: WrittenEntry[] = []
  let budget = MAX_TOTAL_BYTES
  for (const file of files) {
    const target = posix.normalize(posix.join(COMPLAINTS_FOLDER, file.path.replaceAll('\\', '/'))) // vuln-code-snippet vuln-line fileWriteChallenge videoXssChallenge
    if (target.startsWith('../') || posix.isAbsolute(target)) continue // only entries that leave the install folder are refused // vuln-code-snippet vuln-line fileWriteChallenge videoXssChallenge
    const real = target.includes('\0') ? undefined : realPathOf(dataFolder, target)
    if (!real) continue
    let bytes: Buffer
    try {
      bytes = await readCapped(file, budget)
    } catch (error) {
      if (error instanceof HttpError) throw error
      throw new HttpError(400, 'The archive could not be unpacked (is it protected by a password?).')
    }
    budget -= bytes.length
    mkdirSync(dirname(real), { recursive: true })
    writeFileSync(real, bytes)
    written.push({ target, content: bytes.toString('utf8') })
  }
  return written
}
// vuln-code-snippet end fileWriteChallenge videoXssChallenge
