import { preparedOnce, type Db } from '../../db/database'
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
const credentialsStatement = preparedOnce('SELECT email, password FROM Users WHERE deletedAt IS NULL')
export const userCredentials = (db: Db) => credentialsStatement(db).all() as { email: string | null; password: string | null }[]

const schemaStatement = preparedOnce('SELECT sql FROM sqlite_master WHERE sql IS NOT NULL')
export const schemaStatements = (db: Db): string[] => (schemaStatement(db).all() as { sql: string }[]).map((row) => row.sql)
