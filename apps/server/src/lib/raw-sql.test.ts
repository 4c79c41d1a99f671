import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database'
import { ChildBudget } from './child-sandbox'
import { QUERY_LIMITS, QuerySandbox } from './query-sandbox'
import { firstStatement, runRawQuery } from './raw-sql'

describe('firstStatement', () => {
  it.each([
    ["SELECT 1; DROP TABLE Users", 'SELECT 1;'],
    ["SELECT ';' AS a; SELECT 2", "SELECT ';' AS a;"],
    ["SELECT 'it''s;' AS a; SELECT 2", "SELECT 'it''s;' AS a;"],
    ['SELECT "a;b" FROM t; x', 'SELECT "a;b" FROM t;'],
    ['SELECT [a;b] FROM t; x', 'SELECT [a;b] FROM t;'],
    ["SELECT 1 -- ; comment\n; x", "SELECT 1 -- ; comment\n;"],
    ['SELECT 1 /* ; */ ; x', 'SELECT 1 /* ; */ ;'],
    ["SELECT 1 --'; comment", "SELECT 1 --'; comment"],
    ["SELECT 'unterminated; x", "SELECT 'unterminated; x"],
  ])('%j → %j', (sql, expected) => {
    expect(firstStatement(sql)).toBe(expected)
  })
})

/** Inputs with a quote: the query goes to the sandbox. */
const SUSPICIOUS = ["x'"]

describe('runRawQuery', () => {
  const sandboxes: QuerySandbox[] = []
  const sandboxOf = (db = openDatabase(), limits = QUERY_LIMITS) => {
    const sandbox = new QuerySandbox(db, limits)
    sandboxes.push(sandbox)
    return sandbox
  }
  afterAll(() => sandboxes.forEach((sandbox) => sandbox.close()))

  it('runs the first statement only', async () => {
    const queries = sandboxOf()
    expect(await runRawQuery(queries, 'SELECT 1 AS one; DROP TABLE Users', SUSPICIOUS)).toEqual([{ one: 1 }])
    expect(await runRawQuery(queries, 'SELECT COUNT(*) AS count FROM Users', SUSPICIOUS)).toEqual([{ count: 0 }])
  })

  it('reports SQL errors with the SQLite code in front', async () => {
    await expect(runRawQuery(sandboxOf(), "SELECT * FROM Users WHERE ((name LIKE '%';%'))", SUSPICIOUS)).rejects.toThrow('SQLITE_ERROR: ')
  })

  it('stops a child that has nothing to do, and the next query starts a fresh one that sees the latest data', async () => {
    const db = openDatabase()
    const queries = sandboxOf(db, { ...QUERY_LIMITS, idleMs: 100 })
    expect(await runRawQuery(queries, 'SELECT COUNT(*) AS count FROM SecurityQuestions', SUSPICIOUS)).toEqual([{ count: 0 }])
    expect(queries.childRunning).toBe(true)
    await expect.poll(() => queries.childRunning).toBe(false)
    db.prepare("INSERT INTO SecurityQuestions (question, createdAt, updatedAt) VALUES ('Why?', '', '')").run()
    expect(await runRawQuery(queries, 'SELECT COUNT(*) AS count FROM SecurityQuestions', SUSPICIOUS)).toEqual([{ count: 1 }])
  })

  it('shares a budget of children with the other shops: beyond it a query is answered busy, until a child goes', async () => {
    const budget = new ChildBudget(1)
    const limits = { ...QUERY_LIMITS, idleMs: 100 }
    const [first, second] = [new QuerySandbox(openDatabase(), limits, budget), new QuerySandbox(openDatabase(), limits, budget)]
    sandboxes.push(first, second)
    expect(await runRawQuery(first, 'SELECT 1 AS one', SUSPICIOUS)).toEqual([{ one: 1 }])
    await expect(runRawQuery(second, 'SELECT 2 AS two', SUSPICIOUS)).rejects.toThrow('SQLITE_BUSY: the database is busy with other shops')
    await expect.poll(() => first.childRunning).toBe(false)
    expect(await runRawQuery(second, 'SELECT 2 AS two', SUSPICIOUS)).toEqual([{ two: 2 }])
  })

  it('sees what the shop wrote since the last query', async () => {
    const db = openDatabase()
    const queries = sandboxOf(db)
    expect(await runRawQuery(queries, 'SELECT COUNT(*) AS count FROM SecurityQuestions', SUSPICIOUS)).toEqual([{ count: 0 }])
    db.prepare("INSERT INTO SecurityQuestions (question, createdAt, updatedAt) VALUES ('Why?', '', '')").run()
    expect(await runRawQuery(queries, 'SELECT COUNT(*) AS count FROM SecurityQuestions', SUSPICIOUS)).toEqual([{ count: 1 }])
  })

  it('stops a query that never ends at the time limit, keeps the event loop free, and answers the next one', async () => {
    const queries = sandboxOf(openDatabase(), { ...QUERY_LIMITS, timeoutMs: 500 })
    const endless = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c'
    const started = Date.now()
    let ticks = 0
    const ticker = setInterval(() => ticks++, 50)
    await expect(runRawQuery(queries, endless, SUSPICIOUS)).rejects.toThrow('SQLITE_INTERRUPT: the query ran longer than 500 ms')
    clearInterval(ticker)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(ticks).toBeGreaterThan(5)
    expect(await runRawQuery(queries, 'SELECT 2 AS two', SUSPICIOUS)).toEqual([{ two: 2 }])
  })

  it('runs queries whose inputs are inert (no quote, no LIKE wildcard) on the shop connection, with the same answers', async () => {
    const db = openDatabase()
    const queries = sandboxOf(db, { ...QUERY_LIMITS, timeoutMs: 1 })
    expect(await runRawQuery(queries, "SELECT 'apple' AS fruit", ['apple'])).toEqual([{ fruit: 'apple' }])
    await expect(runRawQuery(queries, 'SELECT * FROM Nowhere', ['apple'])).rejects.toThrow('SQLITE_ERROR: no such table: Nowhere')
  })

  it('refuses an answer with too many rows', async () => {
    const queries = sandboxOf(openDatabase(), { ...QUERY_LIMITS, maxRows: 10 })
    const many = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 11) SELECT x FROM c'
    await expect(runRawQuery(queries, many, SUSPICIOUS)).rejects.toThrow('SQLITE_TOOBIG')
  })
})

describe('QuerySandbox.boundRows (what the correct SQL fixes of the coding challenges call)', () => {
  it('binds the values: a quote or a comment in them stays a value and cannot change the statement', () => {
    const db = openDatabase()
    db.exec("CREATE TABLE People (name TEXT); INSERT INTO People VALUES ('ann'), ('bob')")
    const sandbox = new QuerySandbox(db)
    expect(sandbox.boundRows('SELECT name FROM People WHERE name = ?', ["' OR 1=1--"])).toEqual([])
    expect(sandbox.boundRows('SELECT name FROM People WHERE name = ?', ['bob'])).toEqual([{ name: 'bob' }])
    sandbox.close()
  })
})
