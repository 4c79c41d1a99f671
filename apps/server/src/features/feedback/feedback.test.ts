import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'
import { postFeedback, solvedCaptcha } from '../../testing/feedback-posts'

describe('/rest/captcha', () => {
  it('hands out numbered math captchas with their answer', async () => {
    const { app } = createTestShop()
    const first = (await request(app).get('/rest/captcha/').expect(200)).body
    const second = (await request(app).get('/rest/captcha').expect(200)).body
    expect(first.captchaId).toBe(0)
    expect(second.captchaId).toBe(1)
    expect(first.captcha).toMatch(/^([1-9]|10)[*+-]([1-9]|10)[*+-]([1-9]|10)$/)
    // the answer follows the usual precedence: multiplication first
    const [a, op1, b, op2, c] = first.captcha.split(/([*+-])/)
    const expected = Function(`return ${a}${op1}${b}${op2}${c}`)() as number
    expect(first.answer).toBe(String(expected))
  })
})

describe('/api/Feedbacks', () => {
  it('lists the seeded feedback to anyone', async () => {
    const { app } = createTestShop()
    const response = await request(app).get('/api/Feedbacks/')
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(8)
    expect(response.body.data[0]).toMatchObject({ id: 1, UserId: 1, rating: 5 })
  })

  it('stores feedback with a solved captcha, logged in or not', async () => {
    const shop = createTestShop()
    const anonymous = await postFeedback(shop.app, { comment: 'Great juice (anonymous)', rating: 4 })
    expect(anonymous.status).toBe(201)
    expect(anonymous.body).toMatchObject({ status: 'success', data: { comment: 'Great juice (anonymous)', rating: 4, UserId: null } })
    const { token } = await shop.login('jim@juice-sh.op', 'ncc-1701')
    const jims = await postFeedback(shop.app, { comment: 'Tasty (***@juice-sh.op)', rating: 5, UserId: 2 }, token)
    expect(jims.body.data).toMatchObject({ UserId: 2, rating: 5 })
    expect((await request(shop.app).get('/api/Feedbacks')).body.data).toHaveLength(10)
  })

  it('refuses a wrong or missing captcha answer with the documented text', async () => {
    const { app } = createTestShop()
    const { captchaId, captcha } = await solvedCaptcha(app)
    for (const body of [{ captchaId, captcha: String(Number(captcha) + 1) }, { captchaId: 999, captcha }, {}]) {
      const response = await request(app).post('/api/Feedbacks').send({ ...body, comment: 'hi', rating: 3 })
      expect(response.status).toBe(401)
      expect(response.text).toBe('Wrong answer to CAPTCHA. Please try again.')
    }
    expect((await request(app).get('/api/Feedbacks')).body.data).toHaveLength(8)
  })

  it('answers bad fields with a 400, never a 500', async () => {
    const { app } = createTestShop()
    const missingRating = await postFeedback(app, { comment: 'no stars given' })
    expect(missingRating.status).toBe(400)
    expect(missingRating.body.message).toBe('notNull Violation: Feedback.rating cannot be null')
    expect((await postFeedback(app, { comment: 'hi', rating: 'lots' })).status).toBe(400)
    expect((await postFeedback(app, { comment: { html: true }, rating: 3 })).status).toBe(400)
  })

  it('takes markup out of comments, keeping simple formatting', async () => {
    const { app } = createTestShop()
    const response = await postFeedback(app, { comment: 'I <b onclick="x()">love</b> it<script>alert(1)</script><img src=x onerror=alert(1)>', rating: 5 })
    expect(response.body.data.comment).toBe('I <b>love</b> it')
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
