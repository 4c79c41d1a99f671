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
 * Whether the texts pasted into a query are inert: without a `'` they cannot leave their string literal, and
 * without `%` or `_` they cannot make a LIKE backtrack. Then the statement is exactly the code's own and cheap.
 */
const inert = (inputs: readonly string[]): boolean => inputs.every((input) => !/['%_]/.test(input))

/**
 * Runs a query that was built as a string (only ever inside vuln-code-snippet regions) the way the original's
 * driver does: the first statement only, and SQL errors read `SQLITE_ERROR: <message>` on the error page.
 * `inputs` are the untrusted texts pasted into it: when they are inert the query runs on the shop's connection,
 * otherwise in the shop's query sandbox, where an injected query that never ends is stopped at the time limit.
 */
export async function runRawQuery<Row>(queries: QuerySandbox, sql: string, inputs: readonly string[]): Promise<Row[]> {
  const statement = firstStatement(sql)
  const answer = inert(inputs) ? queries.runInProcess(statement) : await queries.run(statement)
  if ('error' in answer) throw new Error(`${answer.error.code}: ${answer.error.message}`)
  return answer.rows as Row[]
}
