import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { startLiveShop, type LiveShop } from '../testing/live-shop'
import { expectAnswersWithinOneSecond } from '../testing/responsiveness'

let shop: LiveShop
afterEach(() => shop?.close())

const jimCookie = async (): Promise<string> => `token=${(await shop.login('jim@juice-sh.op', 'ncc-1701')).token}`

describe("Juice Shop's own API tests pointed at Pulp (issue 7, also)", () => {
  it('a multipart POST /profile changes the username', async () => {
    shop = await startLiveShop()
    const cookie = await jimCookie()
    const response = await request(shop.url).post('/profile').set('Cookie', cookie).field('username', 'Jimmy')
    expect(response.status).toBe(302)
    expect((await request(shop.url).get('/profile').set('Cookie', cookie)).text).toContain('Jimmy')
  })

  it('POST /dataerasure with layout null renders the usual confirmation', async () => {
    shop = await startLiveShop()
    const response = await request(shop.url).post('/dataerasure').set('Cookie', await jimCookie()).send({ email: 'jim@juice-sh.op', securityAnswer: 'x', layout: null })
    expect(response.status).toBe(200)
    expect(response.type).toBe('text/html')
  })

  it.each([
    ['post', '/api/Challenges'],
    ['put', '/api/Challenges/1'],
    ['delete', '/api/Challenges/1'],
  ] as const)('%s %s without a token is a 401', async (method, path) => {
    shop = await startLiveShop()
    const response = await request(shop.url)[method](path).send({ solved: true })
    expect(response.status).toBe(401)
    expect(shop.ctx.training.row('scoreBoardChallenge').solved).toBe(0)
  })

  it.each(['post', 'put', 'patch', 'delete'] as const)('an unknown non-API %s is a 404, not the web app', async (method) => {
    shop = await startLiveShop()
    const response = await request(shop.url)[method]('/no-such-page').send({})
    expect(response.status).toBe(404)
    expect(response.text).not.toContain('<html')
  })

  it('an unknown page is the web app (its client-side routes), a missing file under a static folder a 404', async () => {
    shop = await startLiveShop()
    const page = await request(shop.url).get('/search')
    expect(page.status).toBe(200)
    expect(page.type).toBe('text/html')
    expect((await request(shop.url).get('/assets/no-such-file.js')).status).toBe(404)
    expect((await request(shop.url).get('/assets/public/images/uploads/no-such-upload.png')).status).toBe(404)
    await expectAnswersWithinOneSecond(shop.url)
  })
})
