import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'
import { postFeedback, solvedCaptcha } from '../../testing/feedback-posts'
import { CAPTCHA_REPLAYS, feedbackAttacks, MASKED_IFRAME } from './feedback.attacks'

describe('feedbackChallenge (Five-Star Feedback)', () => {
  it('is solved when a customer deletes every five-star feedback', async () => {
    const shop = createTestShop()
    const ratings = async () => (await request(shop.app).get('/api/Feedbacks')).body.data.map((entry: { rating: number }) => entry.rating)
    expect(await ratings()).toContain(5)
    await feedbackAttacks.feedbackChallenge(shop.app)
    expect(await ratings()).not.toContain(5)
    expect(shop.ctx.training.isSolved('feedbackChallenge')).toBe(true)
  })

  it('is not solved by deleting other feedback', async () => {
    const shop = createTestShop()
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    await request(shop.app).delete('/api/Feedbacks/2').set('Authorization', `Bearer ${token}`).expect(200)
    expect(shop.ctx.training.isSolved('feedbackChallenge')).toBe(false)
  })
})

describe('captchaBypassChallenge (CAPTCHA Bypass)', () => {
  it('is solved by replaying one captcha for ten posts within twenty seconds', async () => {
    const shop = createTestShop()
    const before = (await request(shop.app).get('/api/Feedbacks')).body.data.length
    await feedbackAttacks.captchaBypassChallenge(shop.app)
    expect((await request(shop.app).get('/api/Feedbacks')).body.data.length).toBe(before + CAPTCHA_REPLAYS)
    expect(shop.ctx.training.isSolved('captchaBypassChallenge')).toBe(true)
  })

  it('is not solved by nine posts, nor by wrong answers', async () => {
    const shop = createTestShop()
    const captcha = await solvedCaptcha(shop.app)
    for (let post = 1; post <= 9; post++) await request(shop.app).post('/api/Feedbacks').send({ ...captcha, comment: 'hi', rating: 3 })
    for (let post = 1; post <= 5; post++) await request(shop.app).post('/api/Feedbacks').send({ captchaId: 0, captcha: 'x', comment: 'hi', rating: 3 })
    expect(shop.ctx.training.isSolved('captchaBypassChallenge')).toBe(false)
  })
})

describe('forgedFeedbackChallenge (Forged Feedback)', () => {
  it('is solved by posting feedback in the name of another user', async () => {
    const shop = createTestShop()
    const response = await feedbackAttacks.forgedFeedbackChallenge(shop.app)
    expect(response.body.data.UserId).toBe(1)
    expect(shop.ctx.training.isSolved('forgedFeedbackChallenge')).toBe(true)
  })

  it('is not solved by feedback under one own id or anonymous feedback', async () => {
    const shop = createTestShop()
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    expect((await postFeedback(shop.app, { comment: 'mine', rating: 4, UserId: 2 }, token)).status).toBe(201)
    expect((await postFeedback(shop.app, { comment: 'nobody', rating: 4 })).status).toBe(201)
    expect(shop.ctx.training.isSolved('forgedFeedbackChallenge')).toBe(false)
  })
})

describe('persistedXssFeedbackChallenge (Server-side XSS Protection)', () => {
  it('is solved when the masked iframe survives the one-pass sanitiser', async () => {
    const shop = createTestShop()
    const response = await feedbackAttacks.persistedXssFeedbackChallenge(shop.app)
    expect(response.body.data.comment).toBe('<iframe src="javascript:alert(`xss`)">')
    expect(shop.ctx.training.isSolved('persistedXssFeedbackChallenge')).toBe(true)
  })

  it('is not solved by a plain iframe, which the sanitiser removes', async () => {
    const shop = createTestShop()
    const response = await postFeedback(shop.app, { comment: '<iframe src="javascript:alert(`xss`)">', rating: 1 })
    expect(response.body.data.comment).toBe('')
    expect(shop.ctx.training.isSolved('persistedXssFeedbackChallenge')).toBe(false)
  })

  it('sanitises until nothing is left to assemble when safety mode switches it off', async () => {
    const shop = createTestShop({ challenges: { safetyMode: 'enabled' } })
    const response = await postFeedback(shop.app, { comment: MASKED_IFRAME, rating: 1 })
    expect(response.body.data.comment).toBe('')
    expect(shop.ctx.training.isSolved('persistedXssFeedbackChallenge')).toBe(false)
  })
})

describe('zeroStarsChallenge (Zero Stars)', () => {
  it('is solved by posting a rating of 0 with a solved captcha', async () => {
    const shop = createTestShop()
    expect((await feedbackAttacks.zeroStarsChallenge(shop.app)).body.data.rating).toBe(0)
    expect(shop.ctx.training.isSolved('zeroStarsChallenge')).toBe(true)
  })

  it('is not solved by a one-star rating, nor by a zero rating with a wrong captcha', async () => {
    const shop = createTestShop()
    expect((await postFeedback(shop.app, { comment: 'meh', rating: 1 })).status).toBe(201)
    await request(shop.app).post('/api/Feedbacks').send({ captchaId: 0, captcha: 'nope', comment: 'meh', rating: 0 }).expect(401)
    expect(shop.ctx.training.isSolved('zeroStarsChallenge')).toBe(false)
  })
})
