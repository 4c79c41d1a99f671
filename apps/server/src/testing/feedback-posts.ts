import request from 'supertest'
import type { AttackTarget } from '../lib/attacks'

/** A captcha from the shop, solved as any client can: the answer comes along. */
export async function solvedCaptcha(target: AttackTarget): Promise<{ captchaId: number; captcha: string }> {
  const { body, status } = await request(target).get('/rest/captcha')
  if (status !== 200) throw new Error(`GET /rest/captcha answered ${status}`)
  return { captchaId: body.captchaId, captcha: body.answer }
}

/** POST /api/Feedbacks with a freshly solved captcha; `token` logs the poster in. */
export async function postFeedback(target: AttackTarget, feedback: Record<string, unknown>, token?: string) {
  const call = request(target).post('/api/Feedbacks').send({ ...(await solvedCaptcha(target)), ...feedback })
  return token ? call.set('Authorization', `Bearer ${token}`) : call
}

/** "Inform the shop": what the player found, told to the shop in an anonymous feedback comment. */
export const informTheShop = (target: AttackTarget, finding: string) => postFeedback(target, { comment: finding, rating: 3 })
