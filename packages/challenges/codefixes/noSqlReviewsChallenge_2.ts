/** PATCH /rest/products/reviews: changes the message of the review(s) the id selects. */
export function editReview(ctx: AppContext, input: { id: unknown; message: string }, user: SessionUser): UpdateResult<ReviewDoc> {
  if (JSON.stringify(input.id).includes('$ne')) throw new HttpError(400, 'Operators are not allowed')
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
