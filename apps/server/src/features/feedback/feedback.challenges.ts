import { defineDetectors } from '../../training/detectors'

/** Five-Star Feedback: the shop no longer holds any five-star feedback. */
export const feedbackDetectors = defineDetectors(['feedbackChallenge'], (ctx) => {
  ctx.bus.on('crud:written', ({ resource, action }) => {
    if (resource !== 'Feedbacks' || action !== 'delete') return
    const { fiveStars } = ctx.db.prepare('SELECT COUNT(*) AS fiveStars FROM Feedbacks WHERE rating = 5').get() as { fiveStars: number }
    if (fiveStars === 0) ctx.training.solve('feedbackChallenge')
  })
})
