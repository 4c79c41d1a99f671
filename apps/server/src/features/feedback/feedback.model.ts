import type { AppContext } from '../../context'
import { denyAll, isAuthorized } from '../../lib/auth/guards'
import type { ModelDefinition } from '../../lib/crud-router'
import { fieldErrors } from '../../lib/field-rules'
import { sanitizeFully, sanitizeOnce } from './comment-sanitizer'

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
    validate: (row) => fieldErrors(row, { rating: 'whole number', UserId: 'whole number', comment: { maxLength: 4096 } }),
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
