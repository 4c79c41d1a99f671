import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import express from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webAssets } from './web-assets'

const INDEX = `<!doctype html><title>Pulp</title>${'<p>fresh juice</p>'.repeat(100)}`
const SCRIPT = 'console.log("juice")'
let root: string
let app: express.Express

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'pulp-web-assets-'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), INDEX)
  writeFileSync(join(root, 'index.html.br'), brotliCompressSync(INDEX))
  writeFileSync(join(root, 'index.html.gz'), gzipSync(INDEX))
  writeFileSync(join(root, 'assets', 'app.js'), SCRIPT)
  writeFileSync(join(root, 'assets', 'video.mp4'), Buffer.alloc(600 * 1024, 1))
  app = express()
  app.use(webAssets(root))
  app.use((req, res) => void res.status(404).send(`next: ${req.path}`))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('web assets', () => {
  it('sends the brotli variant the build made to a browser that takes brotli', async () => {
    const response = await request(app).get('/').set('Accept-Encoding', 'gzip, deflate, br')
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers.vary).toBe('Accept-Encoding')
    expect(response.headers['content-length']).toBe(String(brotliCompressSync(INDEX).length))
    expect(response.text).toBe(INDEX)
  })

  it('sends gzip, or the file as it is, to clients that do not take brotli', async () => {
    const gzip = await request(app).get('/index.html').set('Accept-Encoding', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.text).toBe(INDEX)
    const plain = await request(app).get('/assets/app.js').set('Accept-Encoding', 'br')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
    expect(plain.text).toBe(SCRIPT)
  })

  it('answers 304 to a browser that has the file, and headers only to HEAD', async () => {
    const first = await request(app).get('/assets/app.js')
    expect((await request(app).get('/assets/app.js').set('If-None-Match', first.headers.etag)).status).toBe(304)
    const head = await request(app).head('/assets/app.js')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(SCRIPT.length))
  })

  it('streams big files with range support, and leaves unknown paths, the compressed copies and other methods to the next handler', async () => {
    const range = await request(app).get('/assets/video.mp4').set('Range', 'bytes=0-9')
    expect(range.status).toBe(206)
    expect(range.headers['content-length']).toBe('10')
    for (const path of ['/rest/admin/application-version', '/assets/missing.js', '/index.html.br', '/%E0%A4%A']) {
      expect((await request(app).get(path)).text).toMatch(/^next: /)
    }
    expect((await request(app).post('/index.html')).text).toBe('next: /index.html')
  })
})
