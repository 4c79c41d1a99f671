import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

describe('missingEncodingChallenge', () => {
  it('is solved by requesting the cat photo with its # signs encoded', async () => {
    const { body } = await request(shop.app).get('/rest/memories')
    const cat: string = body.data[0].imagePath
    const response = await request(shop.app).get(`/${encodeURI(cat).replaceAll('#', '%23')}`)
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(shop.ctx.training.isSolved('missingEncodingChallenge')).toBe(true)
  })

  it('is not solved by the raw path, which stops at the first #', async () => {
    const { body } = await request(shop.app).get('/rest/memories')
    await request(shop.app).get(`/${encodeURI(body.data[0].imagePath)}`)
    await request(shop.app).get('/assets/public/images/uploads/keynote-stage.jpg')
    expect(shop.ctx.training.isSolved('missingEncodingChallenge')).toBe(false)
  })
})
