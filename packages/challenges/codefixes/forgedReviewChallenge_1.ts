/** PUT /rest/products/:id/reviews: stores the review under the product id as written in the path. */
export function createReview(ctx: AppContext, productId: string, input: { message: string; author: string }, user: SessionUser | undefined): ReviewDoc {
  if (!productExists(ctx, productId)) throw new HttpError(404, 'Not found')
  const review = ctx.docs.reviews.insert({
    product: productId,
    message: input.message,
    author: input.author.trim() || 'Anonymous',
    likesCount: 0,
    likedBy: [],
  })
  ctx.bus.emit('reviews:created', { author: input.author, sessionEmail: user?.email })
  return review
}

/** PATCH /rest/products/reviews: changes the message of the review(s) the id selects. */
export function editReview(ctx: AppContext, input: { id: unknown; message: string }, user: SessionUser): UpdateResult<ReviewDoc> {
  let result: UpdateResult<ReviewDoc>
  try {
    result = ctx.docs.reviews.update({ _id: input.id }, { $set: { message: input.message } }, { multi: true })
  } catch (error) {
    throw new HttpError(400, error instanceof Error ? error.message : 'Invalid review id')
  }
  if (result.modified === 0) throw new HttpError(404, 'Not found')
  ctx.bus.emit('reviews:edited', { sessionEmail: user.email, modified: result.modified, originalAuthors: result.original.map((review) => review.author) })
  return result
}
