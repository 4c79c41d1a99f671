import type { AppContext } from '../../context'
import { appendUserId, denyAll } from '../../lib/auth/guards'
import { digitsAsNumber, type FieldError, type ModelDefinition, type Row } from '../../lib/crud-router'

/** The allowed range of each card column (research/api.md §2.2). */
const RANGES: Record<string, [number, number]> = {
  cardNum: [1_000_000_000_000_000, 9_999_999_999_999_998],
  expMonth: [1, 12],
  expYear: [2080, 2099],
}

function cardErrors(row: Row): FieldError[] {
  const errors: FieldError[] = []
  const fail = (field: string, message: string) => errors.push({ field, message })
  for (const field of ['fullName', 'cardNum', 'expMonth', 'expYear']) {
    if (row[field] === undefined || row[field] === null) fail(field, `notNull Violation: Card.${field} cannot be null`)
  }
  if (row.fullName !== undefined && row.fullName !== null && typeof row.fullName !== 'string') fail('fullName', 'fullName must be a text')
  for (const [field, [min, max]] of Object.entries(RANGES)) {
    const value = row[field]
    if (value === undefined || value === null) continue
    if (!Number.isInteger(value)) fail(field, `Validation isInt on ${field} failed`)
    else if ((value as number) < min) fail(field, `Validation min on ${field} failed`)
    else if ((value as number) > max) fail(field, `Validation max on ${field} failed`)
  }
  return errors
}

/** /api/Cards: the generic part (create, and the update nobody may use); reading and deleting are custom. */
export const cardsModel = (ctx: AppContext): ModelDefinition => ({
  resource: 'Cards',
  modelName: 'Card',
  table: 'Cards',
  columns: { UserId: 'integer', fullName: 'text', cardNum: 'integer', expMonth: 'integer', expYear: 'integer' },
  setters: { cardNum: digitsAsNumber, expMonth: digitsAsNumber, expYear: digitsAsNumber },
  validate: cardErrors,
  guards: { create: [appendUserId(ctx)], update: [denyAll()] },
})
