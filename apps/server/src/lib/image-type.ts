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

/** Markup that opens (after an optional XML declaration, comments and doctype) with an <svg> element. */
const SVG_DOCUMENT = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i
const XML_DOCUMENT = /^\s*<\?xml[\s?]/i

function sniffMarkup(bytes: Buffer): SniffedType | undefined {
  const text = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '')
  if (SVG_DOCUMENT.test(text)) return image('image/svg+xml', 'svg')
  if (XML_DOCUMENT.test(text)) return other('application/xml', 'xml')
  return undefined
}

/** The type of a file's content, or undefined when the bytes are not a format the shop knows. */
export function sniffFileType(bytes: Buffer): SniffedType | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? sniffMarkup(bytes)
}
