import { defineDetectors } from '../../training/detectors'

/** The original shop counted a review query slower than this as a successful denial of service. */
const SLOW_QUERY_MS = 2000

/** The review holes: a slow `$where`, reviews written or edited as someone else, more than one like each. */
export const reviewsDetectors = defineDetectors(
  ['noSqlCommandChallenge', 'forgedReviewChallenge', 'noSqlReviewsChallenge', 'timingAttackChallenge'],
  (ctx) => {
    ctx.bus.on('reviews:queried', ({ elapsedMs }) => {
      if (elapsedMs > SLOW_QUERY_MS) ctx.training.solve('noSqlCommandChallenge')
    })
    ctx.bus.on('reviews:created', ({ author, sessionEmail }) => {
      if (sessionEmail !== undefined && sessionEmail !== author) ctx.training.solve('forgedReviewChallenge')
    })
    ctx.bus.on('reviews:edited', ({ sessionEmail, modified, originalAuthors }) => {
      if (modified > 1) ctx.training.solve('noSqlReviewsChallenge')
      if (modified === 1 && originalAuthors[0] !== sessionEmail) ctx.training.solve('forgedReviewChallenge')
    })
    ctx.bus.on('reviews:liked', ({ email, likedBy }) => {
      if (likedBy.filter((liker) => liker === email).length > 2) ctx.training.solve('timingAttackChallenge')
    })
  },
)
