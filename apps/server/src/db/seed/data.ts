/**
 * The seed files in apps/server/data/*.yml: their shapes, validated once per process and cached.
 * Other code (challenge detectors, the chatbot, tests) reads the seeded facts through these accessors.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as yaml from 'js-yaml'
import { z } from 'zod'
import { ROLES } from '@pulp/shared'
import { paths } from '../../paths'

const text = z.string().min(1)
const count = z.number().int().nonnegative()
const price = z.number().nonnegative()
const userRef = text.describe("a user's email as written in users.yml")

const securityAnswer = {
  securityQuestion: z.number().int().positive().optional(),
  securityAnswer: text.optional(),
}

const addressSchema = z.strictObject({
  fullName: text,
  mobileNum: z.number().int().min(1_000_000).max(9_999_999_999),
  zipCode: z.string().min(1).max(8),
  streetAddress: z.string().min(1).max(160),
  city: text,
  state: text.optional(),
  country: text,
})

const cardSchema = z.strictObject({
  fullName: text,
  cardNum: z.number().int().min(1e15).max(Number.MAX_SAFE_INTEGER),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2080).max(2099),
})

const feedbackSchema = z.strictObject({ rating: z.number().int().min(0).max(5), comment: text })

const userSchema = z.strictObject({
  email: text,
  plainEmail: z.boolean().optional(),
  username: text.optional(),
  password: text,
  role: z.enum(ROLES),
  ...securityAnswer,
  profileImage: text.optional(),
  walletBalance: count.optional(),
  totpSecret: text.optional(),
  lastLoginIp: text.optional(),
  deleted: z.boolean().optional(),
  feedback: z.array(feedbackSchema).optional(),
  addresses: z.array(addressSchema).optional(),
  cards: z.array(cardSchema).optional(),
})

const productSchema = z.strictObject({
  name: text,
  description: text,
  price,
  deluxePrice: price,
  image: text,
  stock: count,
  limitPerUser: z.number().int().positive().optional(),
  deleted: z.boolean().optional(),
  reviews: z.array(z.strictObject({ author: text, text })).optional(),
  urlForProductTamperingChallenge: z.url().optional(),
  useForChristmasSpecialChallenge: z.boolean().optional(),
  keywordsForPastebinDataLeakChallenge: z.array(text).optional(),
  fileForRetrieveBlueprintChallenge: text.optional(),
})

const productLine = z.strictObject({ product: z.number().int().positive(), quantity: z.number().int().positive() })

const schemas = {
  securityQuestions: z.array(z.strictObject({ question: text })),
  users: z.array(userSchema),
  products: z.array(productSchema),
  baskets: z.array(z.strictObject({ user: userRef, items: z.array(productLine) })),
  feedback: z.strictObject({
    anonymous: z.array(feedbackSchema),
    complaints: z.array(z.strictObject({ user: userRef, message: text })),
  }),
  recycles: z.array(
    z.strictObject({
      user: userRef,
      address: z.number().int().positive().optional(),
      quantity: z.number().int().min(10).max(1000),
      isPickup: z.boolean(),
      date: z.iso.date(),
    }),
  ),
  orders: z.array(
    z.strictObject({ user: userRef, delivered: z.boolean(), eta: z.string().regex(/^\d+$/), items: z.array(productLine) }),
  ),
  deliveries: z.array(z.strictObject({ name: text, price, deluxePrice: price, eta: count, icon: text })),
  memories: z.array(z.strictObject({ user: userRef, image: text, caption: text, ...securityAnswer })),
}

type Schemas = typeof schemas
export type SeedData = { [file in keyof Schemas]: z.infer<Schemas[file]> }
export type SeededUser = z.infer<typeof userSchema>
export type SeededProduct = z.infer<typeof productSchema>
export type SeededMemory = SeedData['memories'][number]

let cached: SeedData | undefined

function loadFile<File extends keyof Schemas>(file: File): SeedData[File] {
  const path = join(paths.data, `${file}.yml`)
  // Parsed once per process: the interpreted path is faster here than compiling zod's fast path.
  const result = schemas[file].safeParse(yaml.load(readFileSync(path, 'utf8')), { jitless: true })
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid seed file ${path}:\n${problems}`)
  }
  return result.data as SeedData[File]
}

/** Every seed file, parsed and validated on first use, and frozen: callers share one copy. */
export function seedData(): SeedData {
  cached ??= deepFreeze(Object.fromEntries(Object.keys(schemas).map((file) => [file, loadFile(file as keyof Schemas)])) as SeedData)
  return cached
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) Object.values(value).forEach(deepFreeze)
  return Object.freeze(value)
}

/** users.yml in id order: the user with id n is at index n - 1. */
export const seededUsers = (): readonly SeededUser[] => seedData().users
/** products.yml in id order: the product with id n is at index n - 1. */
export const seededProducts = (): readonly SeededProduct[] => seedData().products
export const seededMemories = (): readonly SeededMemory[] => seedData().memories

/** A seeded user's login email: the local part plus the shop domain, unless the file gives a full address. */
export function seededEmail(user: Pick<SeededUser, 'email' | 'plainEmail'>, domain: string): string {
  return user.plainEmail || user.email.includes('@') ? user.email : `${user.email}@${domain}`
}

/** The seeded user that a reference in another seed file names (its email as written in users.yml). */
export function seededUserId(reference: string): number {
  const index = seededUsers().findIndex((user) => user.email === reference)
  if (index < 0) throw new Error(`Seed data names an unknown user: ${reference}`)
  return index + 1
}

/** The id of the product carrying a challenge marker, e.g. `useForChristmasSpecialChallenge`. */
export function seededProductIdWith(marker: keyof SeededProduct): number {
  const index = seededProducts().findIndex((product) => product[marker] !== undefined && product[marker] !== false)
  if (index < 0) throw new Error(`No seeded product carries ${marker}`)
  return index + 1
}
