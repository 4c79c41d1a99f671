import { rmSync } from 'node:fs'
import { crc32 } from 'node:zlib'
import type { Express } from 'express'
import request from 'supertest'
import { createTestShop, type TestShop } from '../../testing/test-app'

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

export const upload = (app: Express, name: string, content: Buffer | string) =>
  request(app).post('/file-upload').attach('file', Buffer.from(content), name)

/** A test shop whose data folder is removed again by `cleanUp`. */
export function shopWithFiles(...options: Parameters<typeof createTestShop>): TestShop & { cleanUp(): void } {
  const shop = createTestShop(...options)
  return { ...shop, cleanUp: () => rmSync(shop.ctx.dataFolder, { recursive: true, force: true }) }
}
