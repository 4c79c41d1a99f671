import Database from 'better-sqlite3'
import { schemaSql } from './schema'

export type Db = Database.Database

/** The shop's database: in memory, created fresh for every process (and for every test). */
export function openDatabase(): Db {
  const db = new Database(':memory:')
  db.exec(schemaSql)
  return db
}

/** Static SQL compiled once per connection, for statements that run on many requests (detectors above all). */
export function preparedOnce(sql: string): (db: Db) => Database.Statement {
  const byConnection = new WeakMap<Db, Database.Statement>()
  return (db) => {
    let statement = byConnection.get(db)
    if (!statement) byConnection.set(db, (statement = db.prepare(sql)))
    return statement
  }
}

/** The timestamp format of Juice Shop's SQLite rows: "2026-01-01 10:00:00.000 +00:00". */
export function sqlNow(date: Date = new Date()): string {
  return date.toISOString().replace('T', ' ').replace('Z', ' +00:00')
}

/** Converts a stored timestamp to the ISO form the REST resources answer with. */
export function isoDate(value: string | null): string | null {
  if (value == null) return null
  return new Date(value.replace(' +00:00', 'Z').replace(' ', 'T')).toISOString()
}
