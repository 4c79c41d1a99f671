import { createHash } from 'node:crypto'
import { Router, type Request, type RequestHandler, type Response } from 'express'
import { SqliteError } from 'better-sqlite3'
import type { ZodType } from 'zod'
import type { AppContext } from '../context'
import { isoDate, sqlNow } from '../db/database'

export type ColumnType = 'integer' | 'real' | 'text' | 'boolean' | 'date'
export type Row = Record<string, unknown>
export interface FieldError {
  field: string
  message: string
}
export type CrudAction = 'list' | 'create' | 'read' | 'update' | 'delete'

/**
 * A REST resource in the style of Juice Shop's auto-generated /api/<Model>s endpoints (research/api.md §2.1):
 * list/create/read/PUT update/delete with the {status:'success', data} envelope, ?q, ?sort, ?offset and attribute
 * filters, and create/update assigning every known column from the body (mass assignment, as the original does).
 */
export interface ModelDefinition {
  /** URL name: /api/<resource> */
  resource: string
  /** singular model name used in validation messages */
  modelName: string
  table: string
  /** assignable columns and their types (id, createdAt, updatedAt, deletedAt are handled here) */
  columns: Record<string, ColumnType>
  paranoid?: boolean
  hidden?: readonly string[]
  /** applied to a body value before it is stored (e.g. password hashing) */
  setters?: Record<string, (value: unknown, row: Row) => unknown>
  validate?: (row: Row) => FieldError[]
  /** middleware per action; an action without an entry is not routed */
  guards: Partial<Record<CrudAction, RequestHandler[]>>
  /** runs after an insert, before the answer (e.g. create the wallet of a new user) */
  afterCreate?: (row: Row, req: Request) => void
}

const quote = (name: string): string => `"${name}"`

/** A filter value is JSON-parsed when that yields a scalar (`?solved=true`, `?id=3`), else taken as text. */
function parseFilterValue(raw: string): unknown {
  try {
    const value: unknown = JSON.parse(raw)
    return value === null || typeof value !== 'object' ? value : raw
  } catch {
    return raw
  }
}

/** A setter for integer columns: digits in a string (as from an HTML form) become a number; anything else stays. */
export const digitsAsNumber = (value: unknown): unknown => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value)

/** The issues of a zod schema as the generic resources report field errors. */
export function fieldErrors(schema: ZodType, row: Row): FieldError[] {
  const result = schema.safeParse(row)
  return result.success ? [] : result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))
}

export function toApiRow(model: ModelDefinition, row: Row): Row {
  const output: Row = {}
  for (const [column, value] of Object.entries(row)) {
    if (model.hidden?.includes(column)) continue
    const type = model.columns[column]
    if (type === 'boolean') output[column] = value === null ? null : value === 1 || value === true
    else if (type === 'date' || column === 'createdAt' || column === 'updatedAt' || column === 'deletedAt')
      output[column] = typeof value === 'string' ? isoDate(value) : value
    else output[column] = value
  }
  return output
}

function assignableFields(model: ModelDefinition, body: unknown, existing: Row = {}): Row {
  const fields: Row = {}
  if (typeof body !== 'object' || body === null) return fields
  for (const [column, value] of Object.entries(body)) {
    // own keys only: `constructor`, `toString`, `__proto__`… are not columns
    if (column !== 'id' && !Object.hasOwn(model.columns, column)) continue
    const setter = model.setters && Object.hasOwn(model.setters, column) ? model.setters[column] : undefined
    let stored = setter ? setter(value, { ...existing, ...(body as Row) }) : value
    if (typeof stored === 'boolean') stored = stored ? 1 : 0
    fields[column] = stored
  }
  return fields
}

/** SQLite stores only scalars: an object or array where a column value belongs is the client's mistake. */
export const nonScalarErrors = (fields: Row): FieldError[] =>
  Object.entries(fields)
    .filter(([, value]) => typeof value === 'object' && value !== null)
    .map(([field]) => ({ field, message: `string violation: ${field} cannot be an array or an object` }))

/** Objects and lists where a value belongs first; without those, the model's own rules on the row as it would be. */
function validationErrors(model: ModelDefinition, fields: Row, row: Row): FieldError[] {
  const scalarErrors = nonScalarErrors(fields)
  return scalarErrors.length > 0 ? scalarErrors : (model.validate?.(row) ?? [])
}

/** The first `?offset` as a whole number of rows to skip, or 0. */
function offsetOf(raw: unknown): number {
  const offset = typeof raw === 'string' ? Number.parseInt(raw, 10) : Number.NaN
  return Number.isFinite(offset) && offset > 0 ? Math.min(offset, Number.MAX_SAFE_INTEGER) : 0
}

function sendDbError(res: Response, model: ModelDefinition, error: unknown): void {
  if (error instanceof SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE') {
    const column = /\.(\w+)$/.exec(error.message)?.[1] ?? 'value'
    res.status(400).json({ message: 'Validation error', errors: [{ field: column, message: `${column} must be unique` }] })
  } else if (error instanceof SqliteError && error.code === 'SQLITE_CONSTRAINT_NOTNULL') {
    const column = /\.(\w+)$/.exec(error.message)?.[1] ?? 'value'
    const message = `notNull Violation: ${model.modelName}.${column} cannot be null`
    res.status(400).json({ message, errors: [{ field: column, message }] })
  } else if (error instanceof SqliteError && error.code === 'SQLITE_MISMATCH') {
    // a text where SQLite needs an integer (the id): the request's mistake
    res.status(400).json({ message: 'Validation error: id must be an integer', errors: [{ field: 'id', message: 'id must be an integer' }] })
  } else if (error instanceof SqliteError && error.code.startsWith('SQLITE_CONSTRAINT')) {
    // e.g. deleting a row that others still point to: the request conflicts with the data, the shop is fine
    res.status(409).json({ message: `Constraint violation: ${error.message}`, errors: [`${error.code}: ${error.message}`] })
  } else if (error instanceof SqliteError) {
    res.status(500).json({ message: 'internal error', errors: [`${error.code}: ${error.message}`] })
  } else {
    throw error
  }
}

function sendValidationErrors(res: Response, errors: FieldError[]): void {
  res.status(400).json({ message: `Validation error: ${errors.map((e) => e.message).join(';\n')}`, errors })
}

/**
 * The answer to a plain list request (no filter, sort or page), serialised once and sent again as long as the
 * database has not changed: `total_changes()` counts every write on the shop's connection, whoever made it.
 */
function unfilteredListCache(ctx: AppContext, serialise: () => unknown) {
  const changes = ctx.db.prepare('SELECT total_changes()').pluck()
  let cached: { changes: number; body: Buffer; etag: string } | undefined
  return (res: Response): void => {
    const now = changes.get() as number
    if (cached?.changes !== now) {
      const body = Buffer.from(JSON.stringify(serialise()))
      cached = { changes: now, body, etag: `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"` }
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('ETag', cached.etag)
    res.send(cached.body)
  }
}

export function crudRouter(ctx: AppContext, model: ModelDefinition): Router {
  const router = Router()
  const collection = `/api/${model.resource}`
  const item = `${collection}/:id`
  const live = model.paranoid ? ' AND deletedAt IS NULL' : ''
  const textColumns = Object.entries(model.columns).filter(([, type]) => type === 'text').map(([column]) => column)
  const knownColumns = new Set(['id', ...Object.keys(model.columns), 'createdAt', 'updatedAt', ...(model.paranoid ? ['deletedAt'] : [])])
  const findById = (id: unknown) => ctx.db.prepare(`SELECT * FROM ${model.table} WHERE id = ?${live}`).get(id) as Row | undefined
  const notFound = (res: Response) => res.status(404).json({ message: 'Not Found', errors: [] })

  const { list, create, read, update } = model.guards
  const remove = model.guards.delete

  const sendUnfilteredList = unfilteredListCache(ctx, () => ({
    status: 'success',
    data: (ctx.db.prepare(`SELECT * FROM ${model.table} WHERE 1 = 1${live}`).all() as Row[]).map((row) => toApiRow(model, row)),
  }))
  if (list) router.get(collection, ...list, (req, res) => {
    if (Object.keys(req.query as object).length === 0) return sendUnfilteredList(res)
    const where: string[] = ['1 = 1' + live]
    const params: unknown[] = []
    const query = req.query as Record<string, unknown>
    if (typeof query.q === 'string' && query.q !== '' && textColumns.length > 0) {
      where.push(`(${textColumns.map((column) => `${quote(column)} LIKE ?`).join(' OR ')})`)
      params.push(...textColumns.map(() => `%${query.q}%`))
    }
    for (const [name, raw] of Object.entries(query)) {
      if (!knownColumns.has(name) || typeof raw !== 'string') continue
      where.push(`${quote(name)} = ?`)
      const value = parseFilterValue(raw)
      params.push(typeof value === 'boolean' ? Number(value) : value)
    }
    let order = ''
    if (query.sort !== undefined && typeof query.sort !== 'string') {
      res.status(400).json({ message: 'Sorting needs one comma-separated list of attributes', errors: ['sort'] })
      return
    }
    if (query.sort) {
      const fields = query.sort.split(',').map((field) => ({ column: field.replace(/^-/, ''), descending: field.startsWith('-') }))
      const unknown = fields.filter((field) => !knownColumns.has(field.column)).map((field) => field.column)
      if (unknown.length > 0) {
        res.status(400).json({ message: 'Sorting not allowed on given attributes', errors: unknown })
        return
      }
      order = ' ORDER BY ' + fields.map((field) => `${quote(field.column)} ${field.descending ? 'DESC' : 'ASC'}`).join(', ')
    }
    const offset = offsetOf(query.offset)
    const page = offset > 0 ? ` LIMIT -1 OFFSET ${offset}` : ''
    const rows = ctx.db.prepare(`SELECT * FROM ${model.table} WHERE ${where.join(' AND ')}${order}${page}`).all(...params) as Row[]
    res.json({ status: 'success', data: rows.map((row) => toApiRow(model, row)) })
  })

  if (create) router.post(collection, ...create, (req, res) => {
    // A guard may answer and still let the row be stored (Juice Shop's registration hooks do): then store it quietly.
    const answered = res.headersSent
    const fields = assignableFields(model, req.body)
    const errors = validationErrors(model, fields, fields)
    if (errors.length > 0) return answered ? undefined : sendValidationErrors(res, errors)
    const now = sqlNow()
    const columns = [...Object.keys(fields), 'createdAt', 'updatedAt']
    try {
      const result = ctx.db
        .prepare(`INSERT INTO ${model.table} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
        .run(...Object.values(fields), now, now)
      const row = ctx.db.prepare(`SELECT * FROM ${model.table} WHERE id = ?`).get(result.lastInsertRowid) as Row
      model.afterCreate?.(row, req)
      ctx.bus.emit('crud:written', { resource: model.resource, action: 'create', row })
      if (!answered) res.status(201).location(`${collection}/${row.id}`).json({ status: 'success', data: toApiRow(model, row) })
    } catch (error) {
      if (!answered) sendDbError(res, model, error)
    }
  })

  if (read) router.get(item, ...read, (req, res) => {
    const row = findById(req.params.id)
    if (!row) return void notFound(res)
    res.json({ status: 'success', data: toApiRow(model, row) })
  })

  if (update) router.put(item, ...update, (req, res) => {
    const existing = findById(req.params.id)
    if (!existing) return void notFound(res)
    const fields = assignableFields(model, req.body, existing)
    delete fields.id
    const errors = validationErrors(model, fields, { ...existing, ...fields })
    if (errors.length > 0) return sendValidationErrors(res, errors)
    try {
      const assignments = [...Object.keys(fields), 'updatedAt'].map((column) => `${quote(column)} = ?`).join(', ')
      ctx.db.prepare(`UPDATE ${model.table} SET ${assignments} WHERE id = ?`).run(...Object.values(fields), sqlNow(), existing.id)
      const updated = findById(existing.id) as Row
      ctx.bus.emit('crud:written', { resource: model.resource, action: 'update', row: updated })
      res.json({ status: 'success', data: toApiRow(model, updated) })
    } catch (error) {
      sendDbError(res, model, error)
    }
  })

  if (remove) router.delete(item, ...remove, (req, res) => {
    const existing = findById(req.params.id)
    if (!existing) return void notFound(res)
    try {
      if (model.paranoid) ctx.db.prepare(`UPDATE ${model.table} SET deletedAt = ? WHERE id = ?`).run(sqlNow(), existing.id)
      else ctx.db.prepare(`DELETE FROM ${model.table} WHERE id = ?`).run(existing.id)
      ctx.bus.emit('crud:written', { resource: model.resource, action: 'delete', row: existing })
      res.json({ status: 'success', data: {} })
    } catch (error) {
      sendDbError(res, model, error)
    }
  })

  return router
}
