/** A customer's records that several features read: their wallet, saved cards and saved addresses. */
import { sqlNow, type Db } from '../db/database'
import type { Row } from './crud-router'

export type CardRow = Row & { id: number; UserId: number; cardNum: number; expMonth: number; expYear: number }
export type AddressRow = Row & { id: number; UserId: number }

export function walletBalanceOf(db: Db, userId: number): number | undefined {
  return (db.prepare('SELECT balance FROM Wallets WHERE UserId = ?').get(userId) as { balance: number } | undefined)?.balance
}

export function addToWallet(db: Db, userId: number, amount: number): void {
  db.prepare('UPDATE Wallets SET balance = balance + ?, updatedAt = ? WHERE UserId = ?').run(amount, sqlNow(), userId)
}

const isId = (id: unknown): id is number | string => typeof id === 'number' || typeof id === 'string'

/** The card `cardId` if it belongs to `userId`. */
export function ownedCard(db: Db, cardId: unknown, userId: number): CardRow | undefined {
  if (!isId(cardId)) return undefined
  return db.prepare('SELECT * FROM Cards WHERE id = ? AND UserId = ?').get(cardId, userId) as CardRow | undefined
}

/** The address `id` if it belongs to `userId`. */
export function ownedAddress(db: Db, id: unknown, userId: number): AddressRow | undefined {
  if (!isId(id)) return undefined
  return db.prepare('SELECT * FROM Addresses WHERE id = ? AND UserId = ?').get(id, userId) as AddressRow | undefined
}
