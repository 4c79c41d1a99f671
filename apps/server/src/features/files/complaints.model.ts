import type { AppContext } from '../../context'
import { denyAll, isAuthorized } from '../../lib/auth/guards'
import type { FieldError, ModelDefinition, Row } from '../../lib/crud-router'

const MAX_MESSAGE = 4096

function complaintErrors(row: Row): FieldError[] {
  const errors: FieldError[] = []
  if (row.message !== undefined && row.message !== null && (typeof row.message !== 'string' || row.message.length > MAX_MESSAGE)) {
    errors.push({ field: 'message', message: `message must be a text of at most ${MAX_MESSAGE} characters` })
  }
  if (row.file !== undefined && row.file !== null && typeof row.file !== 'string') errors.push({ field: 'file', message: 'file must be a file name' })
  if (row.UserId !== undefined && row.UserId !== null && !Number.isInteger(Number(row.UserId))) {
    errors.push({ field: 'UserId', message: 'UserId must be a whole number' })
  }
  return errors
}

/** Customer complaints: logged-in customers file and list them; nobody changes or removes one. */
export function complaintsModel(_ctx: AppContext): ModelDefinition {
  return {
    resource: 'Complaints',
    modelName: 'Complaint',
    table: 'Complaints',
    columns: { UserId: 'integer', message: 'text', file: 'text' },
    validate: complaintErrors,
    guards: { list: [isAuthorized()], create: [isAuthorized()], read: [denyAll()], update: [denyAll()], delete: [denyAll()] },
  }
}
