/** Where a quoted SQL token opened by `open` ends. */
const CLOSING = new Map([["'", "'"], ['"', '"'], ['`', '`'], ['[', ']']])

/**
 * The text of the first SQL statement in `sql`, up to and including its `;` (or all of `sql` when there is none).
 * SQLite itself prepares only the first statement of a string and ignores the rest, while better-sqlite3
 * refuses strings with several; this restores SQLite's behaviour. Semicolons inside string literals, quoted
 * identifiers and comments do not end a statement.
 */
export function firstStatement(sql: string): string {
  let index = 0
  while (index < sql.length) {
    const char = sql[index]
    if (char === ';') return sql.slice(0, index + 1)
    const close = CLOSING.get(char)
    if (close) {
      index = skipQuoted(sql, index, close)
    } else if (sql.startsWith('--', index)) {
      const lineEnd = sql.indexOf('\n', index)
      index = lineEnd === -1 ? sql.length : lineEnd + 1
    } else if (sql.startsWith('/*', index)) {
      const commentEnd = sql.indexOf('*/', index + 2)
      index = commentEnd === -1 ? sql.length : commentEnd + 2
    } else {
      index++
    }
  }
  return sql
}

/** The index after the closing quote of the token starting at `start`; a doubled quote is an escaped one. */
function skipQuoted(sql: string, start: number, close: string): number {
  let index = start + 1
  while (index < sql.length) {
    if (sql[index] !== close) index++
    else if (close !== ']' && sql[index + 1] === close) index += 2
    else return index + 1
  }
  return sql.length
}
