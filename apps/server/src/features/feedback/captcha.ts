import { randomInt } from 'node:crypto'
import { sqlNow, type Db } from '../../db/database'

export interface Captcha {
  captchaId: number
  captcha: string
  answer: string
}

const OPERATORS = ['*', '+', '-'] as const
type Operator = (typeof OPERATORS)[number]

const apply = (left: number, operator: Operator, right: number): number =>
  operator === '*' ? left * right : operator === '+' ? left + right : left - right

/** The value of `a op b op c`, multiplication first. */
function solve(terms: readonly number[], operators: readonly Operator[]): number {
  const [a, b, c] = terms
  const [first, second] = operators
  if (second === '*' && first !== '*') return apply(a, first, b * c)
  return apply(apply(a, first, b), second, c)
}

/**
 * A new math captcha (three terms from 1 to 10), stored under the next captchaId (a counter from 0).
 * The answer travels with the question, and a stored pair never expires.
 */
export function createCaptcha(db: Db): Captcha {
  const terms = [randomInt(1, 11), randomInt(1, 11), randomInt(1, 11)]
  const operators = [OPERATORS[randomInt(0, 3)], OPERATORS[randomInt(0, 3)]]
  const captcha = `${terms[0]}${operators[0]}${terms[1]}${operators[1]}${terms[2]}`
  const answer = String(solve(terms, operators))
  const { next } = db.prepare('SELECT COALESCE(MAX(captchaId) + 1, 0) AS next FROM Captchas').get() as { next: number }
  const now = sqlNow()
  db.prepare('INSERT INTO Captchas (captchaId, captcha, answer, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
    .run(next, captcha, answer, now, now)
  return { captchaId: next, captcha, answer }
}

/** Whether `answer` is the stored answer of captcha `captchaId` (any captcha ever handed out, as often as one likes). */
export function isCaptchaAnswered(db: Db, captchaId: unknown, answer: unknown): boolean {
  if ((typeof captchaId !== 'number' && typeof captchaId !== 'string') || (typeof answer !== 'number' && typeof answer !== 'string')) {
    return false
  }
  const row = db.prepare('SELECT answer FROM Captchas WHERE captchaId = ?').get(captchaId) as { answer: string } | undefined
  return row !== undefined && row.answer === String(answer).trim()
}
