import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AppContext } from '../context'

/**
 * Files that uploaded archives may overwrite (research: the zip slip targets). Their paths are written as in the
 * original shop's install folder; only these folders are backed by real ones, all inside the shop's data folder,
 * so nothing outside it is ever written. The features that serve such files look here first.
 */
export const SHOP_FILE_FOLDERS = {
  'uploads/complaints/': 'complaints',
  'ftp/': 'zip-slip/ftp',
  'frontend/dist/frontend/assets/public/videos/': 'zip-slip/videos',
} as const

/** What archives overwrote; removed at every start, so a fresh shop serves its own files again. */
export const OVERWRITES_FOLDER = 'zip-slip'

/** The real file behind a path of the install folder, or undefined when the shop does not back that path. */
export function realPathOf(dataFolder: string, target: string): string | undefined {
  for (const [virtual, real] of Object.entries(SHOP_FILE_FOLDERS)) {
    if (target.startsWith(virtual) && target.length > virtual.length) return join(dataFolder, real, target.slice(virtual.length))
  }
  return undefined
}

/** The real path of `target` when an upload has overwritten it, else undefined. */
export function overwrittenPath(ctx: AppContext, target: string): string | undefined {
  const file = realPathOf(ctx.dataFolder, target)
  return file && existsSync(file) ? file : undefined
}

/** The promotion video's subtitles when an upload has overwritten them, else undefined (the bundled file applies). */
export function overwrittenSubtitles(ctx: AppContext): string | undefined {
  const file = overwrittenPath(ctx, `frontend/dist/frontend/assets/public/videos/${ctx.config.application.promotion.subtitles}`)
  return file ? readFileSync(file, 'utf8') : undefined
}
