import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { paths } from '../../paths'
import { expectResponsiveDuring } from '../../testing/responsiveness'
import { filesAttacks, PASSWD_XXE, SUBTITLES_ENTRY } from './files.attacks'
import { shopWithFiles, upload, zipOf } from './files.testing'

let shop: ReturnType<typeof shopWithFiles>
afterEach(() => shop?.cleanUp())
const solved = (key: Parameters<typeof shop.ctx.training.isSolved>[0]) => shop.ctx.training.isSolved(key)


describe('uploadSizeChallenge (Upload Size)', () => {
  it('is solved by a file over the 100 kB the web app allows', async () => {
    shop = shopWithFiles()
    expect((await filesAttacks.uploadSizeChallenge(shop.app)).status).toBe(204)
    expect(solved('uploadSizeChallenge')).toBe(true)
  })

  it('is not solved by a file of exactly 100 kB', async () => {
    shop = shopWithFiles()
    await upload(shop.app, 'invoice.pdf', Buffer.alloc(100_000, 'a'))
    expect(solved('uploadSizeChallenge')).toBe(false)
  })
})

describe('uploadTypeChallenge (Upload Type)', () => {
  it('is solved by a file type the web app does not offer', async () => {
    shop = shopWithFiles()
    expect((await filesAttacks.uploadTypeChallenge(shop.app)).status).toBe(204)
    expect(solved('uploadTypeChallenge')).toBe(true)
  })

  it('is not solved by a PDF invoice', async () => {
    shop = shopWithFiles()
    await upload(shop.app, 'invoice.PDF', '%PDF-1.4')
    expect(solved('uploadTypeChallenge')).toBe(false)
  })
})

describe('deprecatedInterfaceChallenge (Deprecated Interface)', () => {
  it('is solved by uploading a B2B XML order', async () => {
    shop = shopWithFiles()
    expect((await filesAttacks.deprecatedInterfaceChallenge(shop.app)).status).toBe(410)
    expect(solved('deprecatedInterfaceChallenge')).toBe(true)
  })

  it('is not solved by a PDF or a ZIP', async () => {
    shop = shopWithFiles()
    await upload(shop.app, 'invoice.pdf', '%PDF-1.4')
    await upload(shop.app, 'evidence.zip', zipOf({ 'a.txt': 'a' }))
    expect(solved('deprecatedInterfaceChallenge')).toBe(false)
  })
})

describe('xxeFileDisclosureChallenge (XXE Data Access)', () => {
  it('is solved when an external entity pulls /etc/passwd into the answer', async () => {
    shop = shopWithFiles()
    const result = await expectResponsiveDuring(shop.app, () => filesAttacks.xxeFileDisclosureChallenge(shop.app))
    expect(result.status).toBe(410)
    expect(result.body.error.message).toContain('root:x:0:0:')
    expect(solved('xxeFileDisclosureChallenge')).toBe(true)
  })

  it('is not solved by harmless XML, nor by entities pointing at the network', async () => {
    shop = shopWithFiles()
    await filesAttacks.deprecatedInterfaceChallenge(shop.app)
    const remote = await upload(shop.app, 'remote.xml', '<?xml version="1.0"?><!DOCTYPE o [<!ENTITY x SYSTEM "http://127.0.0.1:9/passwd">]><o>&x;</o>').set('Accept', 'application/json')
    expect(remote.status).toBe(410)
    expect(solved('xxeFileDisclosureChallenge')).toBe(false)
  })

  it('resolves no entities when safety mode switches it off', async () => {
    shop = shopWithFiles({ challenges: { safetyMode: 'enabled' } })
    const response = await upload(shop.app, 'order.xml', PASSWD_XXE).set('Accept', 'application/json')
    expect(response.status).toBe(410)
    expect(response.body.error.message).not.toContain('root:x:0:0:')
  })
})

describe('xxeDosChallenge (XXE DoS)', () => {
  it('is solved by an entity reading /dev/random, which is cut off with 503 while the shop keeps answering', async () => {
    shop = shopWithFiles()
    const result = await expectResponsiveDuring(shop.app, () => filesAttacks.xxeDosChallenge(shop.app))
    expect(result.status).toBe(503)
    expect(solved('xxeDosChallenge')).toBe(true)
  })

  it('is not solved by an entity reading an ordinary file', async () => {
    shop = shopWithFiles()
    await upload(shop.app, 'order.xml', PASSWD_XXE)
    expect(solved('xxeDosChallenge')).toBe(false)
  })
})

describe('yamlBombChallenge (Memory Bomb)', () => {
  it('is solved by an alias bomb, which is cut off with 503 while the shop keeps answering', async () => {
    shop = shopWithFiles()
    const result = await expectResponsiveDuring(shop.app, () => filesAttacks.yamlBombChallenge(shop.app))
    expect(result.status).toBe(503)
    expect(solved('yamlBombChallenge')).toBe(true)
  })

  it('is not solved by YAML with a few aliases', async () => {
    shop = shopWithFiles()
    const response = await upload(shop.app, 'order.yml', 'base: &base { juice: apple }\nfirst: *base\nsecond: *base\n')
    expect(response.status).toBe(410)
    expect(solved('yamlBombChallenge')).toBe(false)
  })
})

describe('fileWriteChallenge (Arbitrary File Write)', () => {
  it('is solved by a zip slip entry that overwrites ftp/legal.md (in the shop data folder)', async () => {
    shop = shopWithFiles()
    const original = readFileSync(join(paths.ftp, 'legal.md'), 'utf8')
    expect((await filesAttacks.fileWriteChallenge(shop.app)).status).toBe(204)
    expect(solved('fileWriteChallenge')).toBe(true)
    expect(readFileSync(join(shop.ctx.dataFolder, 'zip-slip', 'ftp', 'legal.md'), 'utf8')).toBe('all rights reversed')
    expect(readFileSync(join(paths.ftp, 'legal.md'), 'utf8')).toBe(original)
    // the shop's ftp folder now hands out the overwritten file; other shops still have the original
    expect((await request(shop.app).get('/ftp/legal.md')).text).toBe('all rights reversed')
    const other = shopWithFiles()
    expect((await request(other.app).get('/ftp/legal.md')).text).toBe(original)
  })

  it('is not solved by an archive that stays in the complaints folder or writes another ftp file', async () => {
    shop = shopWithFiles()
    await upload(shop.app, 'evidence.zip', zipOf({ 'ftp/legal.md': 'nested', '../../ftp/other.md': 'other' }))
    expect(solved('fileWriteChallenge')).toBe(false)
  })
})

describe('videoXssChallenge (Video XSS)', () => {
  it('is solved when /promotion is opened after an archive replaced its subtitles with the payload', async () => {
    shop = shopWithFiles()
    const promotion = await filesAttacks.videoXssChallenge(shop.app)
    expect(promotion.text).toContain('</script><script>alert(`xss`)</script>')
    expect(solved('videoXssChallenge')).toBe(true)
  })

  it('is not solved by harmless subtitles, nor without the archive', async () => {
    shop = shopWithFiles()
    await request(shop.app).get('/promotion')
    await upload(shop.app, 'evidence.zip', zipOf({ [SUBTITLES_ENTRY]: 'WEBVTT\n\n00:00.000 --> 00:01.000\nFresh juice!' }))
    await request(shop.app).get('/promotion')
    expect(solved('videoXssChallenge')).toBe(false)
  })

  it('is not reachable in safety mode: the archive is not unpacked', async () => {
    shop = shopWithFiles({ challenges: { safetyMode: 'enabled' } })
    await filesAttacks.videoXssChallenge(shop.app)
    expect(solved('videoXssChallenge')).toBe(false)
  })
})
