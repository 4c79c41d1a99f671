import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config/schema'
import { paths, webRoot } from '../paths'

/** Where the promotion video and its subtitles are served from: a copy under data/runtime/videos wins over the web app's. */
export function promotionMediaFile(config: Config, kind: 'video' | 'subtitles'): string {
  const name = config.application.promotion[kind].replace(/^.*[\\/]/, '')
  const candidates = [join(paths.runtime, 'videos'), join(webRoot(), 'assets', 'public', 'videos'), join(paths.webPublic, 'assets', 'public', 'videos')]
  const folder = candidates.find((candidate) => existsSync(join(candidate, name))) ?? candidates[candidates.length - 1]
  return join(folder, name)
}
