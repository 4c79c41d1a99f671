import type svgCaptchaModule from 'svg-captcha'
import type { AppContext } from '../../context'
import { maskEmail } from '../../db/seed'
import type { SessionUser } from '../../lib/auth/guards'
import { insertImageCaptcha, latestCaptchaAnswerSince, memoriesOf } from './privacy.repo'
import { onFirstUse } from '../../lib/on-first-use'

const svgCaptcha = onFirstUse<typeof svgCaptchaModule>('svg-captcha')

/** A captcha requested within this window must be answered before the next export. */
const CAPTCHA_WINDOW_MS = 5 * 60 * 1000

export interface ImageCaptcha {
  image: string
  answer: string
  UserId: number
}

/** GET /rest/image-captcha: a five-character picture captcha, stored for the user (its answer is sent along). */
export function createImageCaptcha(ctx: AppContext, userId: number): ImageCaptcha {
  const { data: image, text: answer } = svgCaptcha().create({ size: 5, noise: 2, color: true })
  insertImageCaptcha(ctx.db, userId, image, answer)
  return { image, answer, UserId: userId }
}

export type DataExport =
  | { outcome: 'exported'; userData: string; confirmation: string }
  | { outcome: 'wrong-captcha' }

/** The user's orders, found by the e-mail address printed on them, which has its vowels masked. */
// vuln-code-snippet start dataExportChallenge
function ordersOf(ctx: AppContext, email: string) {
  return ctx.docs.orders.find({ email: maskEmail(email) }) // vuln-code-snippet vuln-line dataExportChallenge
    .map(({ orderId, totalPrice, products, bonus, eta }) => ({ orderId, totalPrice, products, bonus, eta }))
}
// vuln-code-snippet end dataExportChallenge

/**
 * POST /rest/user/data-export: everything the shop stores about the user, as pretty-printed JSON text.
 * `origin` is the request's own origin, from where the browser can load the user's photos.
 */
export function exportUserData(ctx: AppContext, user: SessionUser, answer: unknown, origin: string): DataExport {
  const expected = latestCaptchaAnswerSince(ctx.db, user.id, new Date(Date.now() - CAPTCHA_WINDOW_MS))
  if (expected !== undefined && answer !== expected) return { outcome: 'wrong-captcha' }

  const orders = ordersOf(ctx, user.email)
  const reviews = ctx.docs.reviews.find({ author: user.email })
    .map(({ message, author, product, likesCount, likedBy }) => ({ message, author, productId: product, likesCount, likedBy }))
  const memories = memoriesOf(ctx.db, user.id).map(({ imagePath, caption }) => ({ imageUrl: `${origin}/${imagePath}`, caption }))
  ctx.bus.emit('privacy:data-exported', { email: user.email, orderIds: orders.map((order) => order.orderId) })
  const userData = { username: user.username ?? '', email: user.email, orders, reviews, memories }
  return {
    outcome: 'exported',
    userData: JSON.stringify(userData, null, 2),
    confirmation: 'Your data export will open in a new Browser window.',
  }
}
