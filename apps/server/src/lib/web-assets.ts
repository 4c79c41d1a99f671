import { readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import type { RequestHandler, Response } from 'express'

/** Files up to this size are kept in memory after their first request; bigger ones (videos) stream from disk. */
const MEMORY_LIMIT_BYTES = 512 * 1024
const ENCODINGS = [['br', '.br'], ['gzip', '.gz']] as const
type Encoding = (typeof ENCODINGS)[number][0]

interface Asset {
  file: string
  size: number
  etag: string
  lastModified: string
  /** the precompressed variants the build wrote next to the file (apps/web/precompress.mjs) */
  variants: Partial<Record<Encoding, string>>
  /** filled on first use */
  contentType?: string
  bodies: Partial<Record<Encoding | 'identity', Buffer>>
}

function* filesIn(folder: string): Generator<string> {
  let entries
  try {
    entries = readdirSync(folder, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* filesIn(path)
    else if (entry.isFile()) yield path
  }
}

/** Every file of the web app by URL path, read once at start: a request for anything else costs a map lookup. */
function indexAssets(root: string): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  const files = new Set(filesIn(root))
  for (const file of files) {
    if (ENCODINGS.some(([, suffix]) => file.endsWith(suffix) && files.has(file.slice(0, -suffix.length)))) continue
    const { size, mtime } = statSync(file)
    const variants: Asset['variants'] = {}
    for (const [encoding, suffix] of ENCODINGS) if (files.has(file + suffix)) variants[encoding] = file + suffix
    const urlPath = `/${relative(root, file).split(sep).join('/')}`
    assets.set(urlPath, { file, size, etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`, lastModified: mtime.toUTCString(), variants, bodies: {} })
  }
  const index = assets.get('/index.html')
  if (index) assets.set('/', index)
  return assets
}

function chooseEncoding(asset: Asset, acceptEncoding: string): Encoding | 'identity' {
  for (const [encoding] of ENCODINGS) {
    if (asset.variants[encoding] && new RegExp(`\\b${encoding}\\b`).test(acceptEncoding)) return encoding
  }
  return 'identity'
}

function bodyOf(asset: Asset, encoding: Encoding | 'identity'): Buffer {
  const cached = asset.bodies[encoding]
  if (cached) return cached
  const body = readFileSync(encoding === 'identity' ? asset.file : (asset.variants[encoding] as string))
  asset.bodies[encoding] = body
  return body
}

function contentTypeOf(asset: Asset, res: Response): string {
  asset.contentType ??= (res.type(extname(asset.file)).getHeader('Content-Type') as string | undefined) ?? 'application/octet-stream'
  return asset.contentType
}

/**
 * The web app's files, served from memory with the brotli or gzip variant the build made, before any other work
 * a request could cause. Unknown paths go on at once; big files and range requests are left to sendFile.
 */
export function webAssets(root: string): RequestHandler {
  const assets = indexAssets(root)
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    let path: string
    try {
      path = decodeURIComponent(req.path)
    } catch {
      return next()
    }
    const asset = assets.get(path)
    if (!asset) return next()
    if (asset.size > MEMORY_LIMIT_BYTES || req.headers.range) return res.sendFile(asset.file, (error) => error && next(error))
    const encoding = chooseEncoding(asset, String(req.headers['accept-encoding'] ?? ''))
    res.setHeader('Content-Type', contentTypeOf(asset, res))
    res.setHeader('Cache-Control', 'public, max-age=0')
    res.setHeader('ETag', asset.etag)
    res.setHeader('Last-Modified', asset.lastModified)
    if (Object.keys(asset.variants).length > 0) res.setHeader('Vary', 'Accept-Encoding')
    if (req.fresh) return void res.status(304).end()
    const body = bodyOf(asset, encoding)
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.status(200).end(req.method === 'HEAD' ? undefined : body)
  }
}
