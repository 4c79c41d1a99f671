import type { Review } from '@pulp/shared'
import type { AppContext } from '../../context'
import type { SessionUser } from '../../lib/auth/guards'
import { searchProducts, type SearchRow } from './products.repo'

const MAX_CRITERIA_LENGTH = 200

/** The search term as the shop reads it: at most 200 characters; missing, or the string "undefined", means everything. */
export function searchCriteria(q: unknown): string {
  if (typeof q !== 'string' || q === 'undefined') return ''
  return q.slice(0, MAX_CRITERIA_LENGTH)
}

/** Texts that a UNION filled with numbers come back as strings, as the shop's own rows would. */
const asText = (value: unknown): unknown => (value === null || value === undefined || typeof value === 'string' ? value : String(value))

/** Products whose name or description contains the criteria, by name. A broken query shows SQLite's own message. */
export function search(ctx: AppContext, criteria: string): SearchRow[] {
  const answer = searchProducts(ctx.db, criteria).map((row) => ({ ...row, name: asText(row.name), description: asText(row.description) }))
  ctx.bus.emit('products:searched', { criteria, rows: answer })
  return answer
}

/**
 * The reviews of a product, each marked `liked` when there is no logged-in user or the user already liked it.
 * Reviews written through the API store the product id as text, so both forms match (as `==` would).
 */
export function reviewsOf(ctx: AppContext, productId: number, user: SessionUser | undefined): Review[] {
  const reviews = ctx.docs.reviews.find().filter((review) => Number(review.product) === productId)
  return reviews.map((review) => (!user || review.likedBy?.includes(user.email) ? { ...review, liked: true } : review))
}
