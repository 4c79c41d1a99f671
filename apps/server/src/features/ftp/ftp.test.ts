import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../paths'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { relativeLink } from './folder-files'
import { download, ftpFile } from './ftp.testing'

let shop: TestShop
beforeAll(() => {
  shop = createTestShop()
})

const hrefsOf = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])

describe('relative listing links', () => {
  it('resolves against the folder the browser sees', () => {
    expect(relativeLink('/ftp', '/ftp/acquisitions.md')).toBe('ftp/acquisitions.md')
    expect(relativeLink('/ftp/', '/ftp/acquisitions.md')).toBe('acquisitions.md')
    expect(relativeLink('/ftp/quarantine', '/')).toBe('..')
    expect(relativeLink('/ftp/quarantine/', '/ftp')).toBe('..')
    expect(relativeLink('/ftp/', '/ftp/')).toBe('./')
  })
})

describe('GET /ftp (listing)', () => {
  it('lists the folder with links relative to the page', async () => {
    const response = await request(shop.app).get('/ftp')
    expect(response.status).toBe(200)
    expect(response.type).toBe('text/html')
    for (const name of ['acquisitions.md', 'legal.md', 'package.json.bak', 'eastere.gg', 'quarantine']) expect(response.text).toContain(name)
    const hrefs = hrefsOf(response.text)
    expect(hrefs).toContain('ftp/acquisitions.md')
    expect(hrefs.filter((href) => href.startsWith('/'))).toEqual([])
  })

  it('links relative to a trailing-slash page too', async () => {
    const response = await request(shop.app).get('/ftp/')
    expect(hrefsOf(response.text)).toContain('acquisitions.md')
  })

  it('answers case-insensitively', async () => {
    expect((await request(shop.app).get('/FTP')).status).toBe(200)
  })

  it('lists the quarantine folder', async () => {
    const response = await request(shop.app).get('/ftp/quarantine')
    expect(response.status).toBe(200)
    expect(hrefsOf(response.text)).toContain('quarantine/juicy_malware_linux_amd_64.url')
  })

  it('lists as JSON when asked to', async () => {
    const response = await request(shop.app).get('/ftp').set('Accept', 'application/json')
    expect(response.body).toContain('acquisitions.md')
  })
})

describe('GET /ftp/:file', () => {
  it('serves Markdown files', async () => {
    const response = await download(shop.app, '/ftp/legal.md')
    expect(response.status).toBe(200)
    expect(response.body.equals(ftpFile('legal.md'))).toBe(true)
  })

  it('serves the KeePass file by its exact name', async () => {
    const response = await download(shop.app, '/ftp/incident-support.kdbx')
    expect(response.status).toBe(200)
    expect(response.body.equals(ftpFile('incident-support.kdbx'))).toBe(true)
  })

  it('refuses other extensions with 403', async () => {
    const response = await request(shop.app).get('/ftp/package.json.bak')
    expect(response.status).toBe(403)
    expect(response.text).toContain('Error: Only .md and .pdf files are allowed!')
  })

  it('refuses names with a slash', async () => {
    const response = await request(shop.app).get('/ftp/quarantine%2fjuicy_malware_linux_amd_64.url')
    expect(response.status).toBe(403)
    expect(response.text).toContain('Error: File names cannot contain forward slashes!')
  })

  it.each(['/ftp/..%2f..%2fpackage.json', '/ftp/..%2f..%2fpackage.json%2500.md', '/ftp/..%2500.md', '/ftp/%2e%2e%2fctf.key%2500.md', '/ftp/%2500.md'])(
    'refuses to leave the folder: %s',
    async (url) => {
      expect((await request(shop.app).get(url)).status).toBe(403)
    },
  )

  it('answers a missing file with 404 on the error page', async () => {
    const response = await request(shop.app).get('/ftp/missing.md').set('Accept', 'application/json')
    expect(response.status).toBe(404)
    expect(response.body.error.message).toContain('ENOENT')
  })
})

describe('GET /ftp/quarantine/:file', () => {
  it('serves any file of the quarantine folder', async () => {
    const response = await download(shop.app, '/ftp/quarantine/juicy_malware_linux_amd_64.url')
    expect(response.status).toBe(200)
    expect(response.body.equals(ftpFile('quarantine/juicy_malware_linux_amd_64.url'))).toBe(true)
  })

  it('refuses names with a slash', async () => {
    expect((await request(shop.app).get('/ftp/quarantine/..%2fpackage.json.bak')).status).toBe(403)
  })

  it('answers a missing file with 404', async () => {
    expect((await request(shop.app).get('/ftp/quarantine/nothing.url')).status).toBe(404)
  })
})

describe('/encryptionkeys', () => {
  it('lists the keys with relative links', async () => {
    const response = await request(shop.app).get('/encryptionkeys')
    expect(response.status).toBe(200)
    expect(hrefsOf(response.text)).toEqual(expect.arrayContaining(['encryptionkeys/jwt.pub', 'encryptionkeys/premium.key']))
  })

  it.each(['jwt.pub', 'premium.key'])('serves %s', async (name) => {
    const response = await download(shop.app, `/encryptionkeys/${name}`)
    expect(response.status).toBe(200)
    expect(response.body.equals(readFileSync(join(paths.encryptionKeys, name)))).toBe(true)
  })

  it('refuses names with a slash', async () => {
    const response = await request(shop.app).get('/encryptionkeys/..%2fctf.key')
    expect(response.status).toBe(403)
    expect(response.text).not.toContain(readFileSync(join(paths.encryptionKeys, '..', 'ctf.key'), 'utf8'))
  })
})

describe('GET /robots.txt', () => {
  it('disallows /ftp', async () => {
    const response = await request(shop.app).get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.type).toBe('text/plain')
    expect(response.text).toBe('User-agent: *\nDisallow: /ftp')
  })
})
