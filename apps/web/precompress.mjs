// Compresses the built web app once, at build time: next to every text file over 1 kB go <file>.br (brotli,
// quality 11) and <file>.gz (gzip, level 9), kept only when smaller. The server sends them as they are, so no
// request pays for compression. Runs after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = new URL('./dist/', import.meta.url).pathname
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|map|vtt|md|ico)$/i
const MIN_BYTES = 1024

function* filesIn(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* filesIn(path)
    else yield path
  }
}

let files = 0, before = 0, after = 0
for (const file of filesIn(dist)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue
  const raw = readFileSync(file)
  const brotli = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
  const gzip = gzipSync(raw, { level: 9 })
  if (brotli.length < raw.length) writeFileSync(`${file}.br`, brotli)
  if (gzip.length < raw.length) writeFileSync(`${file}.gz`, gzip)
  files += 1
  before += raw.length
  after += Math.min(brotli.length, raw.length)
}
console.log(`precompressed ${files} files: ${(before / 1000).toFixed(0)} kB → ${(after / 1000).toFixed(0)} kB brotli`)
