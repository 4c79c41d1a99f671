import type { Db } from '../../db/database'
import type { QuerySandbox } from '../../lib/query-sandbox'
import type { SearchRow } from '../../lib/events'
import { runRawQuery } from '../../lib/raw-sql'

export type { SearchRow }

// vuln-code-snippet start unionSqlInjectionChallenge dbSchemaChallenge
export function searchProducts(queries: QuerySandbox, criteria: string): Promise<SearchRow[]> {
  const sql = `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name` // vuln-code-snippet vuln-line unionSqlInjectionChallenge dbSchemaChallenge
  return runRawQuery<SearchRow>(queries, sql, [criteria])
}
// vuln-code-snippet end unionSqlInjectionChallenge dbSchemaChallenge

/** The credentials of every user who has not been deleted (soft-deleted users are out of a normal attacker's sight). */
export const userCredentials = (db: Db) =>
  db.prepare('SELECT email, password FROM Users WHERE deletedAt IS NULL').all() as { email: string | null; password: string | null }[]

export const schemaStatements = (db: Db): string[] =>
  (db.prepare('SELECT sql FROM sqlite_master WHERE sql IS NOT NULL').all() as { sql: string }[]).map((row) => row.sql)
