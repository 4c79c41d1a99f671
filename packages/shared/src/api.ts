import { z } from 'zod'
import { challengeSchema } from './challenges'
import { publicConfigSchema } from './config'
import { codeFixesSchema, findItVerdictSchema, fixItVerdictSchema, snippetKeysSchema, snippetSchema } from './snippets'
import { productSchema, quantitySchema, reviewSchema } from './products'
import { loginSuccessSchema, publicUserSchema, securityQuestionSchema, totpRequiredSchema, whoAmISchema } from './users'

/** Every list answer of the REST API. */
const listOf = <Item extends z.ZodType>(item: Item) => z.object({ status: z.literal('success'), data: z.array(item) })
/** A single row in the REST envelope. */
const oneOf = <Item extends z.ZodType>(data: Item) => z.object({ status: z.literal('success'), data })

export const languageSchema = z.object({
  key: z.string(),
  lang: z.string(),
  icons: z.array(z.string()),
  shortKey: z.string(),
  percentage: z.number(),
  gauge: z.string(),
})
export type Language = z.infer<typeof languageSchema>

export const feedbackSchema = z.object({ id: z.number(), UserId: z.number().nullable(), comment: z.string(), rating: z.number() })
export type Feedback = z.infer<typeof feedbackSchema>

/** A saved card as its owner sees it: all but the last four digits of the number hidden. */
export const savedCardSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  cardNum: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
})
export type SavedCard = z.infer<typeof savedCardSchema>

/** The answer to saving a card: the row as stored, the whole number included (as Juice Shop answers). */
export const createdCardSchema = savedCardSchema.extend({ cardNum: z.number() })
export type CreatedCard = z.infer<typeof createdCardSchema>

/** Either 2FA is on, or the server offers a fresh secret (and a token carrying it) to set it up with. */
export const twoFactorStatusSchema = z.union([
  z.object({ setup: z.literal(true) }),
  z.object({ setup: z.literal(false), secret: z.string(), email: z.string(), setupToken: z.string() }),
])
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>

export const dataExportSchema = z.object({
  /** The exported data as pretty-printed JSON text. */
  userData: z.string(),
  confirmation: z.string(),
})
export type DataExport = z.infer<typeof dataExportSchema>

/** SVG markup of the five characters to type. */
export const imageCaptchaSchema = z.object({ image: z.string() })
export type ImageCaptcha = z.infer<typeof imageCaptchaSchema>

/**
 * THE contract between server and web app: the answer of each route the web app reads, keyed "METHOD /path"
 * (":name" is one path segment; a query string never matters). The server's contract test requests every route
 * and parses its answer with these schemas; the web tests' fake server accepts only stubbed answers that parse.
 * So when an answer changes shape, both sides fail together until schema, server and web app agree again.
 */
export const shopApi = {
  'GET /rest/admin/application-configuration': z.object({ config: publicConfigSchema }),
  'GET /rest/admin/application-version': z.object({ version: z.string() }),
  'GET /rest/languages': z.array(languageSchema),
  'GET /api/Challenges/': listOf(challengeSchema),
  'GET /rest/continue-code': z.object({ continueCode: z.string() }),
  'POST /rest/user/login': z.union([loginSuccessSchema, totpRequiredSchema]),
  'POST /rest/2fa/verify': loginSuccessSchema,
  'GET /rest/user/whoami': whoAmISchema,
  'POST /api/Users/': oneOf(publicUserSchema),
  'GET /api/Users': listOf(publicUserSchema),
  'GET /api/Users/:id': oneOf(publicUserSchema),
  'GET /api/SecurityQuestions/': listOf(securityQuestionSchema),
  'GET /rest/user/security-question': z.object({ question: securityQuestionSchema.optional() }),
  'GET /rest/user/change-password': z.object({ user: publicUserSchema }),
  'POST /rest/user/reset-password': z.object({ user: publicUserSchema }),
  'GET /rest/products/search': listOf(productSchema),
  'GET /api/Quantitys/': listOf(quantitySchema),
  'GET /rest/products/:id/reviews': listOf(reviewSchema),
  'GET /api/Feedbacks': listOf(feedbackSchema),
  'GET /api/Cards': listOf(savedCardSchema),
  'POST /api/Cards/': oneOf(createdCardSchema),
  'GET /rest/wallet/balance': oneOf(z.number()),
  'GET /rest/deluxe-membership': oneOf(z.object({ membershipCost: z.number() })),
  'POST /rest/deluxe-membership': oneOf(z.object({ confirmation: z.string(), token: z.string() })),
  'GET /rest/2fa/status': twoFactorStatusSchema,
  'POST /rest/user/data-export': dataExportSchema,
  'GET /rest/image-captcha': imageCaptchaSchema,
  'GET /snippets': snippetKeysSchema,
  'GET /snippets/:key': snippetSchema,
  'POST /snippets/verdict': findItVerdictSchema,
  'GET /snippets/fixes/:key': codeFixesSchema,
  'POST /snippets/fixes': fixItVerdictSchema,
  'GET /rest/continue-code-findIt': z.object({ continueCode: z.string() }),
  'GET /rest/continue-code-fixIt': z.object({ continueCode: z.string() }),
} satisfies Record<string, z.ZodType>

export type ShopRoute = keyof typeof shopApi
/** The answer of a route, as the server sends it and the web app reads it. */
export type ShopAnswer<Route extends ShopRoute> = z.infer<(typeof shopApi)[Route]>

const segmentsOf = (path: string) => path.split('?')[0].replace(/\/$/, '').split('/')

/** The contract route a concrete request ("GET", "/api/Users/1?x=y") falls under, if any. */
export function shopRouteOf(method: string, path: string): ShopRoute | undefined {
  const requested = segmentsOf(path)
  return (Object.keys(shopApi) as ShopRoute[]).find((route) => {
    const [routeMethod, routePath] = route.split(' ')
    const pattern = segmentsOf(routePath)
    return (
      routeMethod === method &&
      pattern.length === requested.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment === requested[index])
    )
  })
}
