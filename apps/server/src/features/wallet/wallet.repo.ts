import { sqlNow, type Db } from '../../db/database'
import type { Row } from '../../lib/crud-router'

export type CardRow = Row & { id: number; UserId: number; cardNum: number; expMonth: number; expYear: number }

export function walletBalanceOf(db: Db, userId: number): number | undefined {
  return (db.prepare('SELECT balance FROM Wallets WHERE UserId = ?').get(userId) as { balance: number } | undefined)?.balance
}

export function createWallet(db: Db, userId: number): void {
  const now = sqlNow()
  db.prepare('INSERT INTO Wallets (UserId, balance, createdAt, updatedAt) VALUES (?, 0, ?, ?)').run(userId, now, now)
}

export function addToWallet(db: Db, userId: number, amount: number): void {
  db.prepare('UPDATE Wallets SET balance = balance + ?, updatedAt = ? WHERE UserId = ?').run(amount, sqlNow(), userId)
}

/** The card `cardId` if it belongs to `userId`. */
export function ownedCard(db: Db, cardId: unknown, userId: number): CardRow | undefined {
  if (typeof cardId !== 'number' && typeof cardId !== 'string') return undefined
  return db.prepare('SELECT * FROM Cards WHERE id = ? AND UserId = ?').get(cardId, userId) as CardRow | undefined
}

export function cardsOf(db: Db, userId: number): CardRow[] {
  return db.prepare('SELECT * FROM Cards WHERE UserId = ? ORDER BY id').all(userId) as CardRow[]
}

export function deleteCard(db: Db, cardId: number): void {
  db.prepare('DELETE FROM Cards WHERE id = ?').run(cardId)
}

export function findCustomer(db: Db, userId: number): Row | undefined {
  return db.prepare("SELECT * FROM Users WHERE id = ? AND role = 'customer' AND deletedAt IS NULL").get(userId) as Row | undefined
}

export function findUser(db: Db, userId: number): Row | undefined {
  return db.prepare('SELECT * FROM Users WHERE id = ?').get(userId) as Row | undefined
}

export function makeDeluxe(db: Db, userId: number, deluxeToken: string): void {
  db.prepare("UPDATE Users SET role = 'deluxe', deluxeToken = ?, updatedAt = ? WHERE id = ?").run(deluxeToken, sqlNow(), userId)
}
