import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { catPhotoPath, memoriesAttacks } from './memories.attacks'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

describe('missingEncodingChallenge', () => {
  it('is solved by requesting the cat photo with its # signs encoded', async () => {
    const response = await memoriesAttacks.missingEncodingChallenge(shop.app)
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(shop.ctx.training.isSolved('missingEncodingChallenge')).toBe(true)
  })

  it('is not solved by the raw path, which stops at the first #', async () => {
    await request(shop.app).get(`/${encodeURI(await catPhotoPath(shop.app))}`)
    await request(shop.app).get('/assets/public/images/uploads/keynote-stage.jpg')
    expect(shop.ctx.training.isSolved('missingEncodingChallenge')).toBe(false)
  })
})
