import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'

describe('/api/Feedbacks', () => {
  it('lists the seeded feedback to anyone', async () => {
    const { app } = createTestShop()
    const response = await request(app).get('/api/Feedbacks/')
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(8)
    expect(response.body.data[0]).toMatchObject({ id: 1, UserId: 1, rating: 5 })
  })

  it('shows a single feedback and deletes one only for a logged-in user', async () => {
    const shop = createTestShop()
    const anonymous = await request(shop.app).delete('/api/Feedbacks/2').set('Accept', 'application/json')
    expect(anonymous.status).toBe(401)
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    const auth = { Authorization: `Bearer ${token}` }
    expect((await request(shop.app).get('/api/Feedbacks/2').set(auth)).body.data.rating).toBe(4)
    expect((await request(shop.app).delete('/api/Feedbacks/2').set(auth)).body).toEqual({ status: 'success', data: {} })
    expect((await request(shop.app).get('/api/Feedbacks/2').set(auth)).status).toBe(404)
  })

  it('refuses updates to normal tokens', async () => {
    const shop = createTestShop()
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    const response = await request(shop.app).put('/api/Feedbacks/2').set('Authorization', `Bearer ${token}`).send({ rating: 1 })
    expect(response.status).toBe(401)
  })
})
