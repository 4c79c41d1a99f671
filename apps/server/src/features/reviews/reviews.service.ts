import { setTimeout as delay } from 'node:timers/promises'
import type { Review } from '@pulp/shared'
import type { AppContext } from '../../context'
import type { ReviewDoc, UpdateResult } from '../../db/doc-store'
import type { SessionUser } from '../../lib/auth/guards'
import { HttpError } from '../../lib/http-error'
import type { WhereSandbox } from '../../lib/where-sandbox'

/** The original shop cut the id of the reviews query to 40 characters: 39 and an ellipsis. */
const MAX_CRITERIA_LENGTH = 40
/** How long a like waits between checking and recording who liked (the original's "database" round trip). */
export const LIKE_WRITE_DELAY_MS = 150

export const reviewCriteria = (id: string): string => {
  const line = id.replace(/[\r\n]/g, '')
  return line.length > MAX_CRITERIA_LENGTH ? `${line.slice(0, MAX_CRITERIA_LENGTH - 1)}...` : line
}

const productExists = (ctx: AppContext, id: unknown): boolean =>
  ctx.db.prepare('SELECT 1 FROM Products WHERE id = ?').get(typeof id === 'number' ? id : Number(id)) !== undefined

const isProductNumber = (id: string): boolean => /^\d+$/.test(id)

/** Reviews written through the API store the product id as text, so both forms match (as `==` would). */
const reviewsByNumber = (ctx: AppContext, productId: number): ReviewDoc[] =>
  ctx.docs.reviews.find().filter((review) => Number(review.product) === productId)

/** How long the `$where` lookup of a product's reviews may run: long enough for a few capped sleeps. */
export const REVIEW_QUERY_TIMEOUT_MS = 10_000

// vuln-code-snippet start noSqlCommandChallenge
/** The reviews of a product: the id is pasted into a `$where` expression, run in a sandbox with time limits. */
async function queryReviews(ctx: AppContext, where: WhereSandbox, id: string): Promise<ReviewDoc[]> {
  const criteria = reviewCriteria(id)
  const documents = ctx.docs.reviews.find()
  const started = performance.now()
  const outcome = await where.find(documents, `this.product == ${criteria}`) // vuln-code-snippet vuln-line noSqlCommandChallenge
  ctx.bus.emit('reviews:queried', { criteria, elapsedMs: performance.now() - started })
  if (outcome.status === 'busy') throw new HttpError(503, 'Too many review searches are running, please try again in a moment')
  if (outcome.status !== 'matched') throw new HttpError(400, 'Wrong Params')
  return outcome.indexes.map((index) => documents[index])
}
// vuln-code-snippet end noSqlCommandChallenge

/**
 * GET /rest/products/:id/reviews, each review marked `liked` when there is no logged-in user or the user already
 * liked it. A plain number must name a product; with the NoSQL DoS challenge switched off, only numbers are taken.
 */
export async function reviewsOf(ctx: AppContext, where: WhereSandbox, id: string, user: SessionUser | undefined): Promise<Review[]> {
  const playable = ctx.training.row('noSqlCommandChallenge').disabledEnv === null
  if (isProductNumber(id) && !productExists(ctx, id)) throw new HttpError(404, 'Not found')
  if (!playable && !isProductNumber(id)) throw new HttpError(400, 'Wrong Params')
  const reviews = isProductNumber(id) || !playable ? reviewsByNumber(ctx, Number(id)) : await queryReviews(ctx, where, id)
  return reviews.map((review) => (!user || review.likedBy?.includes(user.email) ? { ...review, liked: true } : review))
}

// vuln-code-snippet start forgedReviewChallenge
/** PUT /rest/products/:id/reviews: stores the review under the product id as written in the path. */
export function createReview(ctx: AppContext, productId: string, input: { message: string; author: string }, user: SessionUser | undefined): ReviewDoc {
  if (!productExists(ctx, productId)) throw new HttpError(404, 'Not found')
  const review = ctx.docs.reviews.insert({
    product: productId,
    message: input.message,
    author: input.author, // vuln-code-snippet vuln-line forgedReviewChallenge
    likesCount: 0,
    likedBy: [],
  })
  ctx.bus.emit('reviews:created', { author: input.author, sessionEmail: user?.email })
  return review
}

// vuln-code-snippet start noSqlReviewsChallenge
/** PATCH /rest/products/reviews: changes the message of the review(s) the id selects. */
export function editReview(ctx: AppContext, input: { id: unknown; message: string }, user: SessionUser): UpdateResult<ReviewDoc> {
  let result: UpdateResult<ReviewDoc>
  try {
    result = ctx.docs.reviews.update({ _id: input.id }, { $set: { message: input.message } }, { multi: true }) // vuln-code-snippet vuln-line noSqlReviewsChallenge forgedReviewChallenge
  } catch (error) {
    throw new HttpError(400, error instanceof Error ? error.message : 'Invalid review id')
  }
  if (result.modified === 0) throw new HttpError(404, 'Not found')
  ctx.bus.emit('reviews:edited', { sessionEmail: user.email, modified: result.modified, originalAuthors: result.original.map((review) => review.author) })
  return result
}
// vuln-code-snippet end noSqlReviewsChallenge
// vuln-code-snippet end forgedReviewChallenge

// vuln-code-snippet start timingAttackChallenge
/** POST /rest/products/reviews: one like per user, checked first and recorded after a short wait. */
export async function likeReview(ctx: AppContext, id: string, email: string): Promise<UpdateResult<ReviewDoc>> {
  const review = ctx.docs.reviews.findOne({ _id: id })
  if (!review) throw new HttpError(404, 'Not found')
  if (review.likedBy.includes(email)) throw new HttpError(403, 'Not allowed') // vuln-code-snippet vuln-line timingAttackChallenge
  ctx.docs.reviews.update({ _id: id }, { $inc: { likesCount: 1 } })
  await delay(LIKE_WRITE_DELAY_MS) // vuln-code-snippet vuln-line timingAttackChallenge
  const current = ctx.docs.reviews.findOne({ _id: id })
  if (!current) throw new HttpError(404, 'Not found')
  const likedBy = [...current.likedBy, email]
  const result = ctx.docs.reviews.update({ _id: id }, { $set: { likedBy } })
  ctx.bus.emit('reviews:liked', { email, likedBy })
  return result
}
// vuln-code-snippet end timingAttackChallenge
