import type { AppContext } from '../../context'
import { denyAll, isAuthorized } from '../../lib/auth/guards'
import type { FieldError, ModelDefinition, Row } from '../../lib/crud-router'
import { sanitizeFully, sanitizeOnce } from './comment-sanitizer'

const isWholeNumber = (value: unknown): boolean => Number.isInteger(typeof value === 'string' && value.trim() !== '' ? Number(value) : value)

function feedbackErrors(row: Row): FieldError[] {
  const errors: FieldError[] = []
  if (row.rating !== undefined && row.rating !== null && !isWholeNumber(row.rating)) {
    errors.push({ field: 'rating', message: 'rating must be a whole number' })
  }
  if (row.comment !== undefined && row.comment !== null && typeof row.comment !== 'string') {
    errors.push({ field: 'comment', message: 'comment must be a text' })
  }
  if (row.UserId !== undefined && row.UserId !== null && !isWholeNumber(row.UserId)) {
    errors.push({ field: 'UserId', message: 'UserId must be a whole number' })
  }
  return errors
}

/**
 * Customer feedback: anyone posts (after the captcha, see feedback.router.ts), anyone lists,
 * and the administration page reads and deletes it.
 */
export function feedbackModel(ctx: AppContext): ModelDefinition {
  return {
    resource: 'Feedbacks',
    modelName: 'Feedback',
    table: 'Feedbacks',
    columns: { UserId: 'integer', comment: 'text', rating: 'integer' },
    setters: {
      // vuln-code-snippet start persistedXssFeedbackChallenge
      comment: (value) => {
        if (typeof value !== 'string') return value
        return ctx.training.isPlayable('persistedXssFeedbackChallenge') ? sanitizeOnce(value) : sanitizeFully(value) // vuln-code-snippet vuln-line persistedXssFeedbackChallenge
      },
      // vuln-code-snippet end persistedXssFeedbackChallenge
      // vuln-code-snippet start zeroStarsChallenge
      rating: (value) => value, // vuln-code-snippet vuln-line zeroStarsChallenge
      // vuln-code-snippet end zeroStarsChallenge
    },
    validate: feedbackErrors,
    // vuln-code-snippet start feedbackChallenge
    guards: {
      list: [],
      create: [],
      read: [isAuthorized()],
      update: [denyAll()],
      delete: [isAuthorized()], // vuln-code-snippet vuln-line feedbackChallenge
    },
    // vuln-code-snippet end feedbackChallenge
  }
}
