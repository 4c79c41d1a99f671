import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'

describe('feedbackChallenge (Five-Star Feedback)', () => {
  it('is solved when a customer deletes the only five-star feedback', async () => {
    const shop = createTestShop()
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    const list = await request(shop.app).get('/api/Feedbacks')
    const fiveStar = list.body.data.find((entry: { rating: number }) => entry.rating === 5)
    await request(shop.app).delete(`/api/Feedbacks/${fiveStar.id}`).set('Authorization', `Bearer ${token}`).expect(200)
    expect(shop.ctx.training.isSolved('feedbackChallenge')).toBe(true)
  })

  it('is not solved by deleting other feedback', async () => {
    const shop = createTestShop()
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    await request(shop.app).delete('/api/Feedbacks/2').set('Authorization', `Bearer ${token}`).expect(200)
    expect(shop.ctx.training.isSolved('feedbackChallenge')).toBe(false)
  })
})
