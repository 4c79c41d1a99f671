import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database'
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

describe('runRawQuery', () => {
  it('runs the first statement only', () => {
    const db = openDatabase()
    expect(runRawQuery(db, 'SELECT 1 AS one; DROP TABLE Users')).toEqual([{ one: 1 }])
    expect(runRawQuery(db, 'SELECT COUNT(*) AS count FROM Users')).toEqual([{ count: 0 }])
  })

  it('reports SQL errors with the SQLite code in front', () => {
    expect(() => runRawQuery(openDatabase(), "SELECT * FROM Users WHERE ((name LIKE '%';%'))")).toThrow('SQLITE_ERROR: ')
  })
})
