import { rmSync } from 'node:fs'
import { crc32 } from 'node:zlib'
import type { Express } from 'express'
import request from 'supertest'
import { createTestShop, type TestShop } from '../../testing/test-app'

/** A ZIP archive (entries stored, not compressed) with exactly these entry names, `../` and all. */
export function zipOf(entries: Record<string, string>, { encrypted = false } = {}): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text)
    const fileName = Buffer.from(name)
    const flags = encrypted ? 1 : 0
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(flags, 6)
    local.writeUInt32LE(crc32(data), 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(flags, 8)
    central.writeUInt32LE(crc32(data), 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, data)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(centrals.length / 2, 8)
  end.writeUInt16LE(centrals.length / 2, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

export const upload = (app: Express, name: string, content: Buffer | string) =>
  request(app).post('/file-upload').attach('file', Buffer.from(content), name)

/** A test shop whose data folder is removed again by `cleanUp`. */
export function shopWithFiles(overrides: Record<string, unknown> = {}): TestShop & { cleanUp(): void } {
  const shop = createTestShop(overrides)
  return { ...shop, cleanUp: () => rmSync(shop.ctx.dataFolder, { recursive: true, force: true }) }
}
