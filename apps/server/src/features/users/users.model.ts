import { ROLES } from '@pulp/shared'
import type { AppContext } from '../../context'
import { denyAll, isAuthorized } from '../../lib/auth/guards'
import { toApiRow, type ColumnType, type FieldError, type ModelDefinition, type Row } from '../../lib/crud-router'
import { hashSecurityAnswer, md5 } from '../../lib/crypto'
import { sanitisedWhenOff } from '../../lib/sanitise-html'
import { registrationHooks } from './users.registration'

/**
 * Removes tags until none is left, as repeating `replace(/<[^<>]*>/g, '')` would, in one pass: a `>` closes the
 * latest open `<` and drops everything from it (so `<<a>script>` leaves nothing behind either).
 */
const stripTags = (text: string): string => {
  const kept: string[] = []
  const openAt: number[] = []
  for (const char of text) {
    if (char === '>' && openAt.length > 0) {
      kept.length = openAt.pop()!
      continue
    }
    if (char === '<') openAt.push(kept.length)
    kept.push(char)
  }
  return kept.join('')
}
const ifString = (transform: (text: string) => unknown) => (value: unknown) => (typeof value === 'string' ? transform(value) : value)

const userShape = {
  resource: 'Users',
  modelName: 'User',
  table: 'Users',
  paranoid: true,
  hidden: ['password', 'totpSecret'],
  // vuln-code-snippet start registerAdminChallenge
  /** every column here is assignable from the registration body */
  columns: {
    username: 'text',
    email: 'text',
    password: 'text',
    role: 'text', // vuln-code-snippet vuln-line registerAdminChallenge
    deluxeToken: 'text', // vuln-code-snippet neutral-line registerAdminChallenge
    lastLoginIp: 'text', // vuln-code-snippet neutral-line registerAdminChallenge
    profileImage: 'text', // vuln-code-snippet neutral-line registerAdminChallenge
    totpSecret: 'text', // vuln-code-snippet neutral-line registerAdminChallenge
    isActive: 'boolean', // vuln-code-snippet neutral-line registerAdminChallenge
  } satisfies Record<string, ColumnType>,
  // vuln-code-snippet end registerAdminChallenge
  guards: {},
}

/** A user row as model JSON (ISO dates, booleans) with its secrets: for the routes that show them on purpose. */
export const userJsonWithSecrets = (row: Row): Row => toApiRow({ ...userShape, hidden: [] }, row)

/** Values a column can hold: no arrays or objects (which the database driver would refuse with a crash). */
function scalarErrors(columns: Record<string, ColumnType>, row: Row): FieldError[] {
  return ['id', ...Object.keys(columns)]
    .filter((column) => typeof row[column] === 'object' && row[column] !== null)
    .map((column) => ({ field: column, message: `string violation: ${column} cannot be an array or an object` }))
}

function userErrors(ctx: AppContext, row: Row): FieldError[] {
  const errors = scalarErrors(userShape.columns, row)
  if (row.role !== undefined && !(ROLES as readonly unknown[]).includes(row.role)) {
    errors.push({ field: 'role', message: 'Validation isIn on role failed' })
  }
  // the one account that may only exist as a forged login (the ephemeral accountant challenge)
  if (row.email === `acc0unt4nt@${ctx.config.application.domain}`) {
    errors.push({ field: 'email', message: 'This email address cannot be registered' })
  }
  return errors
}

/** /api/Users: open registration; reading needs a token; updates and deletes are refused. */
export function usersModel(ctx: AppContext): ModelDefinition {
  const model = {
    ...userShape,
    // vuln-code-snippet start persistedXssUserChallenge
    setters: {
      username: ifString(stripTags),
      email: (value) => value, // vuln-code-snippet vuln-line persistedXssUserChallenge
      password: ifString(md5),
    },
    // vuln-code-snippet end persistedXssUserChallenge
    validate: (row) => userErrors(ctx, row),
    guards: {
      list: [isAuthorized()],
      create: registrationHooks(ctx),
      read: [isAuthorized()],
      update: [denyAll()],
      delete: [denyAll()],
    },
    afterCreate: (row) => {
      ctx.bus.emit('users:registered', { user: row })
    },
  } satisfies ModelDefinition
  return { ...model, setters: { ...model.setters, email: sanitisedWhenOff(ctx, 'persistedXssUserChallenge', model.setters.email) } }
}

/** /api/SecurityQuestions: a public list. */
export const securityQuestionsModel = (): ModelDefinition => ({
  resource: 'SecurityQuestions',
  modelName: 'SecurityQuestion',
  table: 'SecurityQuestions',
  columns: { question: 'text' },
  guards: { list: [], create: [denyAll()], read: [denyAll()], update: [denyAll()], delete: [denyAll()] },
})

const securityAnswerColumns: Record<string, ColumnType> = { UserId: 'integer', SecurityQuestionId: 'integer', answer: 'text' }

/** /api/SecurityAnswers: anyone may store the answer of a user who has none yet (UserId is unique). */
export const securityAnswersModel = (): ModelDefinition => ({
  resource: 'SecurityAnswers',
  modelName: 'SecurityAnswer',
  table: 'SecurityAnswers',
  columns: securityAnswerColumns,
  setters: { answer: ifString(hashSecurityAnswer) },
  validate: (row) => scalarErrors(securityAnswerColumns, row),
  guards: { list: [denyAll()], create: [], read: [denyAll()], update: [denyAll()], delete: [denyAll()] },
})
