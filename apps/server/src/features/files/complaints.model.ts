import type { AppContext } from '../../context'
import { denyAll, isAuthorized } from '../../lib/auth/guards'
import type { ModelDefinition } from '../../lib/crud-router'
import { fieldErrors } from '../../lib/field-rules'

const MAX_MESSAGE = 4096

/** Customer complaints: logged-in customers file and list them; nobody changes or removes one. */
export function complaintsModel(_ctx: AppContext): ModelDefinition {
  return {
    resource: 'Complaints',
    modelName: 'Complaint',
    table: 'Complaints',
    columns: { UserId: 'integer', message: 'text', file: 'text' },
    validate: (row) => fieldErrors(row, { UserId: 'whole number', message: { maxLength: MAX_MESSAGE }, file: { maxLength: 255 } }),
    guards: { list: [isAuthorized()], create: [isAuthorized()], read: [denyAll()], update: [denyAll()], delete: [denyAll()] },
  }
}
