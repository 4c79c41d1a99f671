import { z } from 'zod'
import { REVIEW_MAX_LENGTH } from './product-constants'

/** A product row (GET /api/Products, GET /rest/products/search). */
export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  deluxePrice: z.number(),
  image: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
})
export type Product = z.infer<typeof productSchema>

/** A quantity row (GET /api/Quantitys). */
export const quantitySchema = z.object({
  id: z.number(),
  ProductId: z.number(),
  quantity: z.number(),
  limitPerUser: z.number().nullable(),
})
export type Quantity = z.infer<typeof quantitySchema>

/** A review document (GET /rest/products/:id/reviews). */
export const reviewSchema = z.object({
  _id: z.string(),
  product: z.union([z.number(), z.string()]),
  message: z.string(),
  author: z.string(),
  likesCount: z.number(),
  likedBy: z.array(z.string()),
  liked: z.boolean().optional(),
})
export type Review = z.infer<typeof reviewSchema>

export * from './product-constants'

/** PUT /rest/products/:id/reviews. The author is taken as sent (the Forged Review hole). */
export const reviewWriteSchema = z.object({
  message: z.string().trim().min(1).max(REVIEW_MAX_LENGTH),
  author: z.string().max(320).default('Anonymous'),
})
export type ReviewWrite = z.infer<typeof reviewWriteSchema>

/** PATCH /rest/products/reviews. The id is deliberately any JSON value (the NoSQL Manipulation hole). */
export const reviewEditSchema = z.object({
  id: z.unknown().refine((id) => id !== undefined && id !== null, 'Required'),
  message: z.string().trim().min(1).max(REVIEW_MAX_LENGTH),
})

/** POST /rest/products/reviews (like). */
export const reviewLikeSchema = z.object({ id: z.string().min(1).max(64) })

/** Photo wall uploads: png or jpeg up to this size, with a caption up to this length. */
export const MEMORY_IMAGE_MAX_BYTES = 1_000_000
export const MEMORY_CAPTION_MAX = 255

/** POST /rest/chatbot/respond: `query` asks the bot something, `setname` tells it the customer's name. */
export const CHATBOT_QUERY_MAX = 200
export const chatbotRequestSchema = z.object({
  action: z.enum(['query', 'setname']).default('query'),
  query: z.string().trim().min(1).max(CHATBOT_QUERY_MAX),
})
export type ChatbotRequest = z.infer<typeof chatbotRequestSchema>
export interface ChatbotAnswer {
  status?: boolean
  action?: 'response' | 'namequery'
  body: string
  token?: string
}

/** Juice-press recycling: 10 to 1000 litres; a pickup (with a date) only above 100 litres. */
export const RECYCLE_MIN_LITRES = 10
export const RECYCLE_MAX_LITRES = 1000
export const RECYCLE_PICKUP_ABOVE_LITRES = 100
