import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { paths } from '../../paths'
import { shopWithFiles, upload, zipOf } from './files.testing'

let shop: ReturnType<typeof shopWithFiles>
afterEach(() => shop?.cleanUp())

describe('POST /file-upload', () => {
  it('takes an invoice PDF with 204 and nothing else to say', async () => {
    shop = shopWithFiles()
    const response = await upload(shop.app, 'invoice.pdf', '%PDF-1.4 a small invoice')
    expect(response.status).toBe(204)
  })

  it('answers a request without a file with 400', async () => {
    shop = shopWithFiles()
    const response = await request(shop.app).post('/file-upload').field('note', 'no file here')
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ error: 'File is not passed' })
  })

  it('refuses files over the server limit of 200 kB with 413', async () => {
    shop = shopWithFiles()
    const response = await upload(shop.app, 'huge.pdf', Buffer.alloc(200_001, 'a'))
    expect(response.status).toBe(413)
  })

  it('answers a broken multipart body with 400', async () => {
    shop = shopWithFiles()
    const response = await request(shop.app).post('/file-upload').set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nunfinished')
    expect(response.status).toBe(400)
  })

  it('answers B2B XML with 410 and the parsed document', async () => {
    shop = shopWithFiles()
    const response = await upload(shop.app, 'order.xml', '<?xml version="1.0"?><order><item>apple juice</item></order>').set('Accept', 'application/json')
    expect(response.status).toBe(410)
    expect(response.body.error.message).toMatch(/^B2B customer complaints via file upload have been deprecated for security reasons: <\?xml/)
    expect(response.body.error.message).toContain('<item>apple juice</item>')
    expect(response.body.error.message).toMatch(/\(order\.xml\)$/)
  })

  it('answers broken XML with 410 and the parser error', async () => {
    shop = shopWithFiles()
    const response = await upload(shop.app, 'broken.xml', '<order><item></order>').set('Accept', 'application/json')
    expect(response.status).toBe(410)
    expect(response.body.error.message).toContain('(broken.xml)')
  })

  it('answers B2B YAML with 410 and the loaded document as JSON', async () => {
    shop = shopWithFiles()
    const response = await upload(shop.app, 'order.yml', 'order:\n  item: apple juice\n  quantity: 3\n').set('Accept', 'application/json')
    expect(response.status).toBe(410)
    expect(response.body.error.message).toContain('{"order":{"item":"apple juice","quantity":3}} (order.yml)')
  })

  it('unpacks complaint archives into the shop data folder', async () => {
    shop = shopWithFiles()
    const response = await upload(shop.app, 'evidence.zip', zipOf({ 'photos/note.txt': 'the bottle leaked' }))
    expect(response.status).toBe(204)
    expect(readFileSync(join(shop.ctx.dataFolder, 'complaints', 'photos', 'note.txt'), 'utf8')).toBe('the bottle leaked')
  })

  it('writes nothing outside the data folder, whatever the entry names', async () => {
    shop = shopWithFiles()
    const escapes = { '../../../../../../tmp/pulp-escape.txt': 'x', '/etc/pulp-absolute.txt': 'x', '../../package.json': 'x', '../../data/users.yml': 'x' }
    const response = await upload(shop.app, 'escape.zip', zipOf(escapes))
    expect(response.status).toBe(204)
    expect(existsSync('/tmp/pulp-escape.txt')).toBe(false)
    expect(existsSync('/etc/pulp-absolute.txt')).toBe(false)
    expect(readFileSync(join(paths.data, 'users.yml'), 'utf8')).not.toBe('x')
    // an absolute entry name counts from the complaints folder, as in the original (logs/ holds the shop's access log)
    const written = readdirSync(shop.ctx.dataFolder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => relative(shop.ctx.dataFolder, join(entry.parentPath, entry.name)))
    expect(written.filter((file) => !file.startsWith('logs/'))).toEqual(['complaints/etc/pulp-absolute.txt'])
  })

  it('answers broken and password-protected archives with 400', async () => {
    shop = shopWithFiles()
    expect((await upload(shop.app, 'broken.zip', 'PK not really a zip')).status).toBe(400)
    expect((await upload(shop.app, 'locked.zip', zipOf({ 'a.txt': 'secret' }, { encrypted: true }))).status).toBe(400)
  })

  it('only reads archives when safety mode leaves archive extraction on', async () => {
    shop = shopWithFiles({ challenges: { safetyMode: 'enabled' } })
    const response = await upload(shop.app, 'evidence.zip', zipOf({ 'note.txt': 'hello' }))
    expect(response.status).toBe(204)
    // (the shop's access log lives in its data folder too: what matters is that nothing was extracted)
    expect(existsSync(join(shop.ctx.dataFolder, 'complaints'))).toBe(false)
    expect(existsSync(join(shop.ctx.dataFolder, 'zip-slip'))).toBe(false)
  })
})

describe('/api/Complaints', () => {
  it('files a complaint for a logged-in customer and lists complaints to them', async () => {
    shop = shopWithFiles()
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    const auth = { Authorization: `Bearer ${token}` }
    const created = await request(shop.app).post('/api/Complaints/').set(auth).send({ UserId: 2, message: 'My juice was warm', file: 'invoice.pdf' })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ UserId: 2, message: 'My juice was warm', file: 'invoice.pdf' })
    const list = await request(shop.app).get('/api/Complaints').set(auth)
    expect(list.body.data.map((complaint: { message: string }) => complaint.message)).toContain('My juice was warm')
  })

  it('needs a login, refuses reading single complaints and bad fields', async () => {
    shop = shopWithFiles()
    expect((await request(shop.app).post('/api/Complaints').set('Accept', 'application/json').send({ message: 'hi' })).status).toBe(401)
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    const auth = { Authorization: `Bearer ${token}` }
    expect((await request(shop.app).get('/api/Complaints/1').set(auth)).status).toBe(401)
    expect((await request(shop.app).post('/api/Complaints').set(auth).send({ message: 'x'.repeat(5000) })).status).toBe(400)
  })
})
