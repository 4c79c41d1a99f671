import type { AppContext } from '../../context'
import { denyAll, isAuthorized } from '../../lib/auth/guards'
import type { ModelDefinition } from '../../lib/crud-router'

/**
 * Customer feedback as the administration page reads and deletes it. Posting feedback (with its captcha)
 * arrives with the contact form.
 */
export function feedbackModel(_ctx: AppContext): ModelDefinition {
  return {
    resource: 'Feedbacks',
    modelName: 'Feedback',
    table: 'Feedbacks',
    columns: { UserId: 'integer', comment: 'text', rating: 'integer' },
    // vuln-code-snippet start feedbackChallenge
    guards: {
      list: [],
      read: [isAuthorized()],
      update: [denyAll()],
      delete: [isAuthorized()], // vuln-code-snippet vuln-line feedbackChallenge
    },
    // vuln-code-snippet end feedbackChallenge
  }
}
