import { sqlNow, type Db } from '../../db/database'
import type { Row } from '../../lib/crud-router'
import type { CardRow } from '../../lib/customer-records'

export { addToWallet, ownedCard, walletBalanceOf, type CardRow } from '../../lib/customer-records'

export function createWallet(db: Db, userId: number): void {
  const now = sqlNow()
  db.prepare('INSERT INTO Wallets (UserId, balance, createdAt, updatedAt) VALUES (?, 0, ?, ?)').run(userId, now, now)
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
