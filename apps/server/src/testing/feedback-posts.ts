import request from 'supertest'
import type { Express } from 'express'

/** A captcha from the shop, solved as any client can: the answer comes along. */
export async function solvedCaptcha(app: Express): Promise<{ captchaId: number; captcha: string }> {
  const { body } = await request(app).get('/rest/captcha').expect(200)
  return { captchaId: body.captchaId, captcha: body.answer }
}

/** POST /api/Feedbacks with a freshly solved captcha; `token` logs the poster in. */
export async function postFeedback(app: Express, feedback: Record<string, unknown>, token?: string) {
  const call = request(app).post('/api/Feedbacks').send({ ...(await solvedCaptcha(app)), ...feedback })
  return token ? call.set('Authorization', `Bearer ${token}`) : call
}
