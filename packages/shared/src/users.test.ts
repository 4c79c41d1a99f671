import { describe, expect, it } from 'vitest'
import { bonusPoints } from './products'
import { loginRequestSchema, registrationFormSchema } from './users'

const form = { email: 'new@juice-sh.op', password: 'secret', passwordRepeat: 'secret', securityQuestionId: 1, securityAnswer: 'x' }
const messagesOf = (input: object) => registrationFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []

describe('the registration form rules', () => {
  it('accept a complete form', () => {
    expect(messagesOf(form)).toEqual([])
  })

  it('name the broken rule with the key the form translates', () => {
    expect(messagesOf({ ...form, email: 'no-at-sign' })).toEqual(['INVALID_EMAIL'])
    expect(messagesOf({ ...form, password: 'abc', passwordRepeat: 'abc' })).toEqual(['INVALID_PASSWORD_LENGTH'])
    expect(messagesOf({ ...form, password: 'x'.repeat(41), passwordRepeat: 'x'.repeat(41) })).toEqual(['INVALID_PASSWORD_LENGTH'])
    expect(messagesOf({ ...form, passwordRepeat: 'other' })).toEqual(['PASSWORDS_NOT_MATCHING'])
    expect(messagesOf({ ...form, securityQuestionId: 0 })).toEqual(['MANDATORY_SECURITY_QUESTION'])
    expect(messagesOf({ ...form, securityAnswer: '' })).toEqual(['MANDATORY_SECURITY_ANSWER'])
  })
})

describe('the login request', () => {
  it('needs an email and a password, and may carry the oauth flag', () => {
    expect(loginRequestSchema.safeParse({ email: 'a', password: 'b', oauth: true }).success).toBe(true)
    expect(loginRequestSchema.safeParse({ email: '', password: 'b' }).success).toBe(false)
  })
})

describe('bonus points', () => {
  it('are a tenth of the price, rounded', () => {
    expect([bonusPoints(1.99), bonusPoints(4.99), bonusPoints(15)]).toEqual([0, 0, 2])
  })
})
