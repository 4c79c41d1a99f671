/** A product row (GET /api/Products, GET /rest/products/search). */
export interface Product {
  id: number
  name: string
  description: string
  price: number
  deluxePrice: number
  image: string
  createdAt: string
  updatedAt: string
  deletedAt: string | null
}

/** A quantity row (GET /api/Quantitys). */
export interface Quantity {
  id: number
  ProductId: number
  quantity: number
  limitPerUser: number | null
}

/** A review document (GET /rest/products/:id/reviews). */
export interface Review {
  _id: string
  product: number | string
  message: string
  author: string
  likesCount: number
  likedBy: string[]
  liked?: boolean
}

/** Spec constants used by the shop screens. */
export const SEARCH_PAGE_SIZE = 12
export const LOW_STOCK_THRESHOLD = 5
export const REVIEW_MAX_LENGTH = 160
export const bonusPoints = (price: number): number => Math.round(price / 10)
