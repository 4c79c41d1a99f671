import { z } from 'zod'

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

/** Spec constants used by the shop screens. */
export const SEARCH_PAGE_SIZE = 12
export const LOW_STOCK_THRESHOLD = 5
export const REVIEW_MAX_LENGTH = 160
export const bonusPoints = (price: number): number => Math.round(price / 10)
