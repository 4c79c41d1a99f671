import { sqlNow, type Db } from '../database'
import type { DocStore } from '../doc-store'

export type SqlValue = string | number | null

/** What every seeding step needs: the stores, the shop domain and one timestamp for all rows. */
export interface SeedContext {
  db: Db
  docs: DocStore
  domain: string
  now: Date
  /** `now` in the SQLite text format, used for createdAt, updatedAt and soft deletes. */
  timestamp: string
  /** Address ids per user id, in the order of users.yml, for the recycle requests. */
  addressIds: Map<number, number[]>
  insert: (table: string, row: Record<string, SqlValue>) => number
}

/**
 * Builds the context. `insert` adds createdAt/updatedAt, reuses one prepared statement per table and column
 * set, and returns the new row id.
 */
export function createSeedContext(db: Db, docs: DocStore, domain: string, now: Date): SeedContext {
  const timestamp = sqlNow(now)
  const statements = new Map<string, ReturnType<Db['prepare']>>()
  const insert = (table: string, row: Record<string, SqlValue>): number => {
    const columns = [...Object.keys(row), 'createdAt', 'updatedAt']
    const key = `${table}(${columns.join(',')})`
    let statement = statements.get(key)
    if (!statement) {
      const names = columns.map((column) => `"${column}"`).join(', ')
      const placeholders = columns.map((column) => `@${column}`).join(', ')
      statement = db.prepare(`INSERT INTO ${table} (${names}) VALUES (${placeholders})`)
      statements.set(key, statement)
    }
    return Number(statement.run({ ...row, createdAt: timestamp, updatedAt: timestamp }).lastInsertRowid)
  }
  return { db, docs, domain, now, timestamp, addressIds: new Map(), insert }
}
