import { defineDetectors } from '../../training/detectors'

/** The payload the one-pass sanitiser lets through (research: IFRAME). */
const IFRAME_PAYLOAD = '<iframe src="javascript:alert(`xss`)">'
/** CAPTCHA Bypass: this many feedback posts with a solved captcha ... */
const BYPASS_POSTS = 10
/** ... within this many milliseconds. */
const BYPASS_WINDOW_MS = 20_000

const sameUser = (claimed: unknown, session: number | undefined): boolean =>
  claimed === undefined || claimed === null || claimed === '' || String(claimed) === String(session)

/**
 * Five-Star Feedback: the shop no longer holds any five-star feedback.
 * CAPTCHA Bypass: ten feedback posts with a solved captcha within twenty seconds.
 * Forged Feedback: a post names a UserId other than the poster's own.
 * Server-side XSS Protection: a stored comment still holds the iframe payload after sanitising.
 * Zero Stars: a stored feedback rates the shop with 0.
 */
export const feedbackDetectors = defineDetectors(
  ['feedbackChallenge', 'captchaBypassChallenge', 'forgedFeedbackChallenge', 'persistedXssFeedbackChallenge', 'zeroStarsChallenge'],
  (ctx) => {
    const acceptedAt: number[] = []
    ctx.bus.on('feedback:captcha-passed', ({ claimedUserId, sessionUserId, at }) => {
      acceptedAt.push(at)
      if (acceptedAt.length > BYPASS_POSTS) acceptedAt.shift()
      if (acceptedAt.length === BYPASS_POSTS && at - acceptedAt[0] <= BYPASS_WINDOW_MS) ctx.training.solve('captchaBypassChallenge')
      if (!sameUser(claimedUserId, sessionUserId)) ctx.training.solve('forgedFeedbackChallenge')
    })

    ctx.bus.on('crud:written', ({ resource, action, row }) => {
      if (resource !== 'Feedbacks') return
      if (action === 'create') {
        if (typeof row.comment === 'string' && row.comment.includes(IFRAME_PAYLOAD)) ctx.training.solve('persistedXssFeedbackChallenge')
        if (Number(row.rating) === 0) ctx.training.solve('zeroStarsChallenge')
      }
      if (action === 'delete') {
        const { fiveStars } = ctx.db.prepare('SELECT COUNT(*) AS fiveStars FROM Feedbacks WHERE rating = 5').get() as { fiveStars: number }
        if (fiveStars === 0) ctx.training.solve('feedbackChallenge')
      }
    })
  },
)
