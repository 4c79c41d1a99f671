import type { Order } from '@pulp/shared'
import type { Db } from '../../db/database'
import type { DocStore } from '../../db/doc-store'

/** What the assistant reads: products (owned by products), reviews and orders (the document store). */

const MAX_PRODUCTS = 10

export interface ProductSummary {
  id: number
  name: string
  description: string
  price: number
}

/** Products whose name or description contains `text` (a bound parameter: the assistant's search is not a hole). */
export function productsMatching(db: Db, text: string): ProductSummary[] {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return db
    .prepare(
      "SELECT id, name, description, price FROM Products WHERE deletedAt IS NULL AND (name LIKE ? ESCAPE '\\' OR description LIKE ? ESCAPE '\\') ORDER BY id LIMIT ?",
    )
    .all(pattern, pattern, MAX_PRODUCTS) as ProductSummary[]
}

export const reviewsOfProduct = (docs: DocStore, productId: number): Array<{ author: string; message: string; likesCount: number }> =>
  docs.reviews
    .find()
    .filter((review) => Number(review.product) === productId)
    .map(({ author, message, likesCount }) => ({ author, message, likesCount }))

/** The order with `orderId` if it belongs to the customer whose masked e-mail is `maskedEmail`. */
export const ownOrder = (docs: DocStore, orderId: string, maskedEmail: string): Order | undefined =>
  docs.orders.find({ orderId }).find((order) => order.email === maskedEmail)
