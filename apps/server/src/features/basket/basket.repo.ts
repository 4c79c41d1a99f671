import { sqlNow, type Db } from '../../db/database'
import type { Row } from '../../lib/crud-router'
import { seededProductIdWith } from '../../db/seed'

export type BasketRow = Row & { id: number; coupon: string | null; UserId: number | null }
export type BasketItemRow = Row & { id: number; ProductId: number; BasketId: number; quantity: number }
export type ProductRow = Row & { id: number; name: string; price: number; deluxePrice: number; deletedAt: string | null }
export type StockRow = { quantity: number; limitPerUser: number | null }
/** A basket line with its product, soft-deleted products included. */
export type BasketLine = { item: BasketItemRow; product: ProductRow }

export function findBasket(db: Db, id: unknown): BasketRow | undefined {
  return db.prepare('SELECT * FROM Baskets WHERE id = ?').get(id) as BasketRow | undefined
}

export function basketLines(db: Db, basketId: number): BasketLine[] {
  const items = db.prepare('SELECT * FROM BasketItems WHERE BasketId = ? ORDER BY id').all(basketId) as BasketItemRow[]
  const product = db.prepare('SELECT * FROM Products WHERE id = ?')
  return items.map((item) => ({ item, product: product.get(item.ProductId) as ProductRow }))
}

/** Any product ever sold, soft-deleted ones included. */
export function findProduct(db: Db, id: number): ProductRow | undefined {
  return db.prepare('SELECT * FROM Products WHERE id = ?').get(id) as ProductRow | undefined
}

export function stockOf(db: Db, productId: number): StockRow | undefined {
  return db.prepare('SELECT quantity, limitPerUser FROM Quantities WHERE ProductId = ?').get(productId) as StockRow | undefined
}

export function findItem(db: Db, id: unknown): BasketItemRow | undefined {
  return db.prepare('SELECT * FROM BasketItems WHERE id = ?').get(id) as BasketItemRow | undefined
}

export function findItemIn(db: Db, basketId: number, productId: number): BasketItemRow | undefined {
  return db.prepare('SELECT * FROM BasketItems WHERE BasketId = ? AND ProductId = ?').get(basketId, productId) as BasketItemRow | undefined
}

export function itemsOfUser(db: Db, userId: number): BasketItemRow[] {
  return db
    .prepare('SELECT BasketItems.* FROM BasketItems JOIN Baskets ON Baskets.id = BasketItems.BasketId WHERE Baskets.UserId = ? ORDER BY BasketItems.id')
    .all(userId) as BasketItemRow[]
}

export function insertItem(db: Db, item: { BasketId: number; ProductId: number; quantity: number }): BasketItemRow {
  const now = sqlNow()
  const { lastInsertRowid } = db
    .prepare('INSERT INTO BasketItems (BasketId, ProductId, quantity, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
    .run(item.BasketId, item.ProductId, item.quantity, now, now)
  return findItem(db, lastInsertRowid) as BasketItemRow
}

export function setItemQuantity(db: Db, id: number, quantity: number): BasketItemRow {
  db.prepare('UPDATE BasketItems SET quantity = ?, updatedAt = ? WHERE id = ?').run(quantity, sqlNow(), id)
  return findItem(db, id) as BasketItemRow
}

export function deleteItem(db: Db, id: number): void {
  db.prepare('DELETE FROM BasketItems WHERE id = ?').run(id)
}

export function setCoupon(db: Db, basketId: number, coupon: string | null): void {
  db.prepare('UPDATE Baskets SET coupon = ?, updatedAt = ? WHERE id = ?').run(coupon, sqlNow(), basketId)
}

/** After a checkout: the basket is empty and its coupon used up. */
export function emptyBasket(db: Db, basketId: number): void {
  db.prepare('DELETE FROM BasketItems WHERE BasketId = ?').run(basketId)
  setCoupon(db, basketId, null)
}

export function takeFromStock(db: Db, productId: number, quantity: number): void {
  db.prepare('UPDATE Quantities SET quantity = quantity - ?, updatedAt = ? WHERE ProductId = ?').run(quantity, sqlNow(), productId)
}

export type DeliveryRow = { id: number; name: string; price: number; deluxePrice: number; eta: number; icon: string }

export function deliveryMethods(db: Db): DeliveryRow[] {
  return db.prepare('SELECT id, name, price, deluxePrice, eta, icon FROM Deliveries ORDER BY id').all() as DeliveryRow[]
}

export function findDeliveryMethod(db: Db, id: unknown): DeliveryRow | undefined {
  return db.prepare('SELECT id, name, price, deluxePrice, eta, icon FROM Deliveries WHERE id = ?').get(id) as DeliveryRow | undefined
}

/** The Christmas Super-Surprise-Box of 2014: soft-deleted at seeding, found again through the search injection. */
export const christmasSpecialProductId = (): number => seededProductIdWith('useForChristmasSpecialChallenge')
