import { sqlNow, type Db } from '../../db/database'
import type { Row } from '../../lib/crud-router'
import { md5 } from '../../lib/crypto'
import { runRawQuery } from '../../lib/raw-sql'

/** A Users row as the login query returns it: every column, SQLite text dates. */
export type UserRow = Row & { id: number; email: string; totpSecret: string | null }

/** The original's raw login query answered booleans as true/false; SQLite stores them as 1/0. */
const withBooleans = (row: UserRow): UserRow =>
  typeof row.isActive === 'number' ? { ...row, isActive: row.isActive === 1 } : row

// vuln-code-snippet start loginAdminChallenge loginBenderChallenge loginJimChallenge
/** The user with these credentials, if any; soft-deleted users cannot log in. */
export function findUserByCredentials(db: Db, email: string, password: string): UserRow | undefined {
  const query = `SELECT * FROM Users WHERE email = '${email}' AND password = '${md5(password)}' AND deletedAt IS NULL` // vuln-code-snippet vuln-line loginAdminChallenge loginBenderChallenge loginJimChallenge
  const [user] = runRawQuery<UserRow>(db, query) // vuln-code-snippet neutral-line loginAdminChallenge loginBenderChallenge loginJimChallenge
  return user && withBooleans(user)
}
// vuln-code-snippet end loginAdminChallenge loginBenderChallenge loginJimChallenge

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM Users WHERE id = ? AND deletedAt IS NULL').get(id) as UserRow | undefined
}

export function listActiveUsers(db: Db): UserRow[] {
  return db.prepare('SELECT * FROM Users WHERE deletedAt IS NULL ORDER BY id').all() as UserRow[]
}

export function updateLastLoginIp(db: Db, id: number, lastLoginIp: string): void {
  db.prepare('UPDATE Users SET lastLoginIp = ?, updatedAt = ? WHERE id = ?').run(lastLoginIp, sqlNow(), id)
}

/** The id of the user's basket, created on first login. */
export function findOrCreateBasket(db: Db, userId: number): number {
  const basket = db.prepare('SELECT id FROM Baskets WHERE UserId = ? ORDER BY id LIMIT 1').get(userId) as { id: number } | undefined
  if (basket) return basket.id
  const now = sqlNow()
  return Number(db.prepare('INSERT INTO Baskets (UserId, createdAt, updatedAt) VALUES (?, ?, ?)').run(userId, now, now).lastInsertRowid)
}

export function createWallet(db: Db, userId: number): void {
  const now = sqlNow()
  db.prepare('INSERT INTO Wallets (UserId, balance, createdAt, updatedAt) VALUES (?, 0, ?, ?)').run(userId, now, now)
}
