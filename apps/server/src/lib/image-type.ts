/** A file type recognised from its first bytes (the name and the declared MIME type are never trusted). */
export interface SniffedType {
  mime: string
  ext: string
  isImage: boolean
}

interface Signature {
  type: SniffedType
  matches: (bytes: Buffer) => boolean
}

const startsWith = (prefix: number[] | string, offset = 0) => (bytes: Buffer): boolean => {
  const expected = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : Buffer.from(prefix)
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected)
}

const image = (mime: string, ext: string): SniffedType => ({ mime, ext, isImage: true })
const other = (mime: string, ext: string): SniffedType => ({ mime, ext, isImage: false })

const SIGNATURES: Signature[] = [
  { type: image('image/png', 'png'), matches: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: image('image/jpeg', 'jpg'), matches: startsWith([0xff, 0xd8, 0xff]) },
  { type: image('image/gif', 'gif'), matches: (bytes) => startsWith('GIF87a')(bytes) || startsWith('GIF89a')(bytes) },
  { type: image('image/webp', 'webp'), matches: (bytes) => startsWith('RIFF')(bytes) && startsWith('WEBP', 8)(bytes) },
  { type: other('audio/wav', 'wav'), matches: (bytes) => startsWith('RIFF')(bytes) && startsWith('WAVE', 8)(bytes) },
  { type: other('application/pdf', 'pdf'), matches: startsWith('%PDF-') },
  { type: other('application/zip', 'zip'), matches: startsWith([0x50, 0x4b, 0x03, 0x04]) },
  { type: other('application/gzip', 'gz'), matches: startsWith([0x1f, 0x8b]) },
  { type: other('application/x-7z-compressed', '7z'), matches: startsWith([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]) },
  { type: other('application/x-elf', 'elf'), matches: startsWith([0x7f, 0x45, 0x4c, 0x46]) },
  { type: other('application/x-msdownload', 'exe'), matches: startsWith('MZ') },
  { type: other('audio/mpeg', 'mp3'), matches: startsWith('ID3') },
  { type: other('video/mp4', 'mp4'), matches: startsWith('ftyp', 4) },
]

const XML_DOCUMENT = /^\s*<\?xml[\s?]/i

/** Where the text after `index` stops being whitespace. */
const skipSpace = (text: string, index: number): number => {
  while (index < text.length && /\s/.test(text[index])) index++
  return index
}

/** The index just past `closer` when `text` has `opener` at `index`, else -1 (also when nothing closes it). */
function skipConstruct(text: string, index: number, opener: string, closer: string): number {
  if (text.slice(index, index + opener.length).toLowerCase() !== opener) return -1
  const end = text.indexOf(closer, index + opener.length)
  return end === -1 ? -1 : end + closer.length
}

/**
 * Markup that opens (after an optional XML declaration, comments and doctypes) with an <svg> element.
 * One pass over the text: every construct is skipped with indexOf, so no input makes it slow.
 */
function isSvgDocument(text: string): boolean {
  let index = skipSpace(text, 0)
  const afterDeclaration = skipConstruct(text, index, '<?xml', '?>')
  if (afterDeclaration !== -1) index = skipSpace(text, afterDeclaration)
  for (;;) {
    const next = [skipConstruct(text, index, '<!--', '-->'), skipConstruct(text, index, '<!doctype', '>')].find((end) => end !== -1)
    if (next === undefined) break
    index = skipSpace(text, next)
  }
  return /^<svg[\s>]/i.test(text.slice(index, index + 5))
}

function sniffMarkup(bytes: Buffer): SniffedType | undefined {
  const text = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '')
  if (isSvgDocument(text)) return image('image/svg+xml', 'svg')
  if (XML_DOCUMENT.test(text)) return other('application/xml', 'xml')
  return undefined
}

/** The type of a file's content, or undefined when the bytes are not a format the shop knows. */
export function sniffFileType(bytes: Buffer): SniffedType | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? sniffMarkup(bytes)
}
