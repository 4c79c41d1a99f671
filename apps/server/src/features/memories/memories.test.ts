import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, seededBearer, type TestShop } from '../../testing/test-app'
import { uploadsFolder } from '../../lib/uploads'
import { storedImageName } from './memories.router'

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

let shop: TestShop
const stored: string[] = []
beforeEach(() => {
  shop = createTestShop()
})
afterEach(() => {
  for (const name of stored.splice(0)) rmSync(join(uploadsFolder(shop.ctx), name), { force: true })
})

const share = (caption: string | undefined, file: { bytes: Buffer; name: string; type: string } | undefined, bearer?: string) => {
  const call = request(shop.app).post('/rest/memories')
  if (bearer) call.set('Authorization', bearer)
  if (caption !== undefined) call.field('caption', caption)
  if (file) call.attach('image', file.bytes, { filename: file.name, contentType: file.type })
  return call
}
const photo = { bytes: PNG, name: 'My Holiday.png', type: 'image/png' }

describe('GET /rest/memories', () => {
  it('answers every seeded memory with its author', async () => {
    const response = await request(shop.app).get('/rest/memories')
    expect(response.status).toBe(200)
    expect(response.body.status).toBe('success')
    expect(response.body.data).toHaveLength(10)
    const cat = response.body.data[0]
    expect(cat).toMatchObject({ id: 1, imagePath: 'assets/public/images/uploads/ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg' })
    expect(cat.User.email).toBe('bjoern@owasp.org')
    expect(cat.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    const captions: string[] = response.body.data.map((memory: { caption: string }) => memory.caption)
    expect(captions.some((caption) => caption.includes('Sandstone arches'))).toBe(true)
  })
})

describe('POST /rest/memories', () => {
  it('stores a photo with its caption for a logged-in user and shows it on the wall', async () => {
    const response = await share('Sunset at the beach', photo, seededBearer(shop, 'jim'))
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ caption: 'Sunset at the beach', imagePath: expect.stringMatching(/^assets\/public\/images\/uploads\/my-holiday\.png-\d+\.png$/) })
    const name = response.body.data.imagePath.split('/').pop()
    stored.push(name)
    expect(existsSync(join(uploadsFolder(shop.ctx), name))).toBe(true)
    const image = await request(shop.app).get(`/${response.body.data.imagePath}`)
    expect(image.status).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    const wall = await request(shop.app).get('/rest/memories')
    expect(wall.body.data.at(-1)).toMatchObject({ caption: 'Sunset at the beach', User: { email: 'jim@juice-sh.op' } })
  })

  it('needs a file first, then a login', async () => {
    expect(await share('x', undefined, seededBearer(shop, 'jim'))).toMatchObject({ status: 400, body: { error: 'File is not passed' } })
    expect((await share('x', photo)).status).toBe(401)
  })

  it('refuses a non-image, a disguised file and a huge or missing caption', async () => {
    const jim = seededBearer(shop, 'jim')
    expect((await share('x', { bytes: Buffer.from('hello'), name: 'a.txt', type: 'text/plain' }, jim)).status).toBe(415)
    expect((await share('x', { bytes: Buffer.from('<svg></svg>'), name: 'a.png', type: 'image/png' }, jim)).status).toBe(415)
    expect((await share('y'.repeat(256), photo, jim)).status).toBe(400)
    // over the form's field limit: refused while the form is read, as too large
    expect((await share('y'.repeat(5000), photo, jim)).status).toBe(413)
    expect((await share(undefined, photo, jim)).status).toBe(400)
  })

  it('refuses an image over the size limit with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1_000_001)])
    const response = await share('big', { bytes: big, name: 'big.png', type: 'image/png' }, seededBearer(shop, 'jim'))
    expect(response.status).toBe(413)
  })
})

describe('storedImageName', () => {
  it('keeps only tame characters of the original name', () => {
    expect(storedImageName('../../Evil Name?.PNG', 'png', 1)).toBe('evil-name.png-1.png')
    expect(storedImageName('ü', 'jpg', 2)).toBe('photo-2.jpg')
  })
})
