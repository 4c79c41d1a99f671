import { sqlNow, type Db } from '../../db/database'
import type { Row } from '../../lib/crud-router'
import { md5 } from '../../lib/crypto'
import type { QuerySandbox } from '../../lib/query-sandbox'
import type { UserRow } from '../../lib/events'
import { runRawQuery } from '../../lib/raw-sql'

export type { UserRow }

/** The original's raw login query answered booleans as true/false; SQLite stores them as 1/0. */
const withBooleans = (row: UserRow): UserRow =>
  typeof row.isActive === 'number' ? { ...row, isActive: row.isActive === 1 } : row

// vuln-code-snippet start loginAdminChallenge loginBenderChallenge loginJimChallenge ghostLoginChallenge ephemeralAccountantChallenge
/** The user with these credentials, if any; soft-deleted users cannot log in. */
export async function findUserByCredentials(queries: QuerySandbox, email: string, password: string): Promise<UserRow | undefined> {
  const query = `SELECT * FROM Users WHERE email = '${email}' AND password = '${md5(password)}' AND deletedAt IS NULL` // vuln-code-snippet vuln-line loginAdminChallenge loginBenderChallenge loginJimChallenge ghostLoginChallenge ephemeralAccountantChallenge
  const [user] = await runRawQuery<UserRow>(queries, query, [email]) // vuln-code-snippet neutral-line loginAdminChallenge loginBenderChallenge loginJimChallenge ghostLoginChallenge ephemeralAccountantChallenge
  return user && withBooleans(user)
}
// vuln-code-snippet end loginAdminChallenge loginBenderChallenge loginJimChallenge ghostLoginChallenge ephemeralAccountantChallenge

/** An active user, shaped like the login query's rows (booleans as true/false). */
export function findUserById(db: Db, id: number): UserRow | undefined {
  const user = db.prepare('SELECT * FROM Users WHERE id = ? AND deletedAt IS NULL').get(id) as UserRow | undefined
  return user && withBooleans(user)
}

export function userExistsWithEmail(db: Db, email: string): boolean {
  return db.prepare('SELECT 1 FROM Users WHERE email = ?').get(email) !== undefined
}

/** Stores a new password as the shop stores every password: unsalted MD5. */
export function updatePassword(db: Db, id: number, password: string): void {
  db.prepare('UPDATE Users SET password = ?, updatedAt = ? WHERE id = ?').run(md5(password), sqlNow(), id)
}

export function updateTotpSecret(db: Db, id: number, totpSecret: string): void {
  db.prepare('UPDATE Users SET totpSecret = ?, updatedAt = ? WHERE id = ?').run(totpSecret, sqlNow(), id)
}

/** The stored (hashed) security answer of the active user with this email, and which question it answers. */
export function findSecurityAnswerByEmail(db: Db, email: string): { UserId: number; SecurityQuestionId: number; answer: string } | undefined {
  return db
    .prepare(
      'SELECT a.UserId, a.SecurityQuestionId, a.answer FROM SecurityAnswers a JOIN Users u ON u.id = a.UserId WHERE u.email = ? AND u.deletedAt IS NULL',
    )
    .get(email) as { UserId: number; SecurityQuestionId: number; answer: string } | undefined
}

export function findSecurityQuestion(db: Db, id: number): Row | undefined {
  return db.prepare('SELECT id, question, createdAt, updatedAt FROM SecurityQuestions WHERE id = ?').get(id) as Row | undefined
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
