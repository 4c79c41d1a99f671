import type { QuerySandbox } from './query-sandbox'

/** Where each kind of quoted text or comment ends; a `;` inside one does not end the statement. */
const CLOSERS: Record<string, string> = { "'": "'", '"': '"', '`': '`', '[': ']', '--': '\n', '/*': '*/' }

/**
 * The first statement of a query, through its `;`. The original shop's SQLite driver prepares only the first
 * statement and ignores whatever follows it (research/api.md §2.6); better-sqlite3 would reject the whole string.
 */
export function firstStatement(sql: string): string {
  for (let index = 0; index < sql.length; index++) {
    const opener = ['--', '/*'].find((comment) => sql.startsWith(comment, index)) ?? sql[index]
    const closer = CLOSERS[opener]
    if (closer) {
      const end = sql.indexOf(closer, index + opener.length)
      if (end === -1) return sql
      index = end + closer.length - 1
    } else if (opener === ';') {
      return sql.slice(0, index + 1)
    }
  }
  return sql
}

/**
 * Runs a query that was built as a string (only ever inside vuln-code-snippet regions) the way the original's
 * driver does: the first statement only, and SQL errors read `SQLITE_ERROR: <message>` on the error page.
 * It runs in the shop's query sandbox, so an injected query that never ends is stopped at the time limit.
 */
export async function runRawQuery<Row>(queries: QuerySandbox, sql: string): Promise<Row[]> {
  const answer = await queries.run(firstStatement(sql))
  if ('error' in answer) throw new Error(`${answer.error.code}: ${answer.error.message}`)
  return answer.rows as Row[]
}
