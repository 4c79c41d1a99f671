import { denyAll, isAuthorized } from '../../lib/auth/guards'
import type { ModelDefinition } from '../../lib/crud-router'

/** /api/PrivacyRequests: any signed token may file one; nobody may read, change or delete them. */
export const privacyRequestsModel = (): ModelDefinition => ({
  resource: 'PrivacyRequests',
  modelName: 'PrivacyRequest',
  table: 'PrivacyRequests',
  columns: { UserId: 'integer', deletionRequested: 'boolean' },
  guards: { list: [denyAll()], create: [isAuthorized()], read: [denyAll()], update: [denyAll()], delete: [denyAll()] },
})
