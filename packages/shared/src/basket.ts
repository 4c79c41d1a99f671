import { z } from 'zod'
import type { Product } from './products'

/** An id as the shop's clients send it: a positive integer, or its digits as text (`"2"`). */
export const idSchema = z
  .union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/, 'must be a positive whole number').transform(Number)])
  .refine((id) => id > 0, 'must be a positive whole number')

/** Body of POST /api/BasketItems. */
export const basketItemCreateSchema = z.object({
  ProductId: idSchema,
  BasketId: idSchema,
  quantity: z.number().int('quantity must be a whole number').min(1, 'quantity must be at least 1'),
})
export type BasketItemCreate = z.input<typeof basketItemCreateSchema>

/** Body of PUT /api/BasketItems/:id. */
export const basketItemUpdateSchema = z.object({
  quantity: z.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').max(1_000_000, 'quantity is too large'),
  ProductId: z.unknown().optional(),
  BasketId: z.unknown().optional(),
})
export type BasketItemUpdate = z.input<typeof basketItemUpdateSchema>

/** A row of BasketItems (POST/PUT/GET /api/BasketItems answers it in `data`). */
export interface BasketItem {
  id: number
  ProductId: number
  BasketId: number
  quantity: number
  createdAt: string
  updatedAt: string
}

/** A product of GET /rest/basket/:id: the product row plus its basket line. */
export type BasketProduct = Product & { BasketItem: BasketItem }

/** GET /rest/basket/:id → `{status:'success', data: Basket | null}`. */
export interface Basket {
  id: number
  coupon: string | null
  UserId: number | null
  createdAt: string
  updatedAt: string
  Products: BasketProduct[]
}

/** Body of POST /rest/basket/:id/checkout. `paymentId` is a card id or `"wallet"`; ids may be digits as text; null means not chosen. */
export const checkoutRequestSchema = z.object({
  couponData: z.string().max(200, 'couponData is too long').nullish(),
  orderDetails: z
    .object({
      paymentId: z.union([z.literal('wallet'), idSchema]).nullish(),
      addressId: idSchema.nullish(),
      deliveryMethodId: idSchema.nullish(),
    })
    .nullish(),
})
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>

/** POST /rest/basket/:id/checkout answers the new order's id; the PDF is at /ftp/order_<orderConfirmation>.pdf. */
export interface CheckoutConfirmation {
  orderConfirmation: string
}

/** PUT /rest/basket/:id/coupon/:coupon answers the discount in percent. */
export interface CouponAnswer {
  discount: number
}

/** Coupons are exactly 10 characters (spec shop-and-account §5). */
export const COUPON_LENGTH = 10

/** Campaign coupons: each gives its discount on its own day only (`validOn` = that day's midnight, CET, in ms). */
export const CAMPAIGNS: Readonly<Record<string, { validOn: number; discount: number }>> = {
  WMNSDY2019: { validOn: Date.UTC(2019, 2, 7, 23), discount: 75 },
  WMNSDY2020: { validOn: Date.UTC(2020, 2, 7, 23), discount: 60 },
  WMNSDY2021: { validOn: Date.UTC(2021, 2, 7, 23), discount: 60 },
  WMNSDY2022: { validOn: Date.UTC(2022, 2, 7, 23), discount: 60 },
  WMNSDY2023: { validOn: Date.UTC(2023, 2, 7, 23), discount: 60 },
  ORANGE2020: { validOn: Date.UTC(2020, 4, 3, 23), discount: 50 },
  ORANGE2021: { validOn: Date.UTC(2021, 4, 3, 23), discount: 40 },
  ORANGE2022: { validOn: Date.UTC(2022, 4, 3, 23), discount: 40 },
  ORANGE2023: { validOn: Date.UTC(2023, 4, 3, 23), discount: 40 },
}

/**
 * `couponData` of a checkout with a campaign coupon: base64 of `<CODE>-<ms of the client's midnight>`
 * (e.g. `WMNSDY2019-1551999600000`).
 */
export const campaignCouponData = (code: string, clientMidnightMs: number): string => btoa(`${code}-${clientMidnightMs}`)

/** An address (GET/POST/PUT /api/Addresss). */
export const addressSchema = z.object({
  fullName: z.string({ error: 'fullName is required' }).trim().min(1, 'fullName is required').max(160, 'fullName is too long'),
  mobileNum: z
    .number({ error: 'mobileNum must be a number' })
    .int('mobileNum must be a whole number')
    .min(1_000_000, 'mobileNum must be at least 1000000')
    .max(9_999_999_999, 'mobileNum must be at most 9999999999'),
  zipCode: z.string({ error: 'zipCode is required' }).trim().min(1, 'zipCode is required').max(8, 'zipCode must be at most 8 characters'),
  streetAddress: z
    .string({ error: 'streetAddress is required' })
    .trim()
    .min(1, 'streetAddress is required')
    .max(160, 'streetAddress must be at most 160 characters'),
  city: z.string({ error: 'city is required' }).trim().min(1, 'city is required').max(160, 'city is too long'),
  state: z.string().max(160, 'state is too long').nullish(),
  country: z.string({ error: 'country is required' }).trim().min(1, 'country is required').max(160, 'country is too long'),
})
export type AddressInput = z.input<typeof addressSchema>

export interface Address {
  id: number
  UserId: number
  fullName: string
  mobileNum: number
  zipCode: string
  streetAddress: string
  city: string
  state: string | null
  country: string
  createdAt: string
  updatedAt: string
}

/** A delivery method (GET /api/Deliverys); `price` is already the deluxe price for deluxe members. */
export interface DeliveryMethod {
  id: number
  name: string
  price: number
  eta: number
  icon: string
}

/** One product line of an order. Seeded orders have no `id`. */
export interface OrderLine {
  quantity: number
  id?: number
  name: string
  price: number
  total: number
  bonus: number
}

/** An order (GET /rest/order-history, /rest/order-history/orders, /rest/track-order/:id). */
export interface Order {
  _id: string
  orderId: string
  /** the customer's email with every vowel replaced by `*` */
  email: string
  totalPrice: number
  products: OrderLine[]
  bonus: number
  /** days until delivery, as text; "0" once delivered */
  eta: string
  delivered: boolean
  promotionalAmount?: string
  paymentId?: string | number
  addressId?: string | number
  deliveryPrice?: number
}

/** Body of PUT /rest/order-history/:id/delivery-status: the order's **current** status. */
export const deliveryStatusSchema = z.object({ deliveryStatus: z.boolean({ error: 'deliveryStatus must be true or false' }) })
export type DeliveryStatusUpdate = z.infer<typeof deliveryStatusSchema>

/** Order tracking states (spec shop-and-account §4): more than 2 days left is Packing, else Transit. */
export const TRACKING_ETA_THRESHOLD_DAYS = 2

/** The PDF confirmation of an order. */
export const orderPdfPath = (orderId: string): string => `/ftp/order_${orderId}.pdf`

/** A stock row as accounting may set it (PUT /api/Quantitys/:id): whole numbers, never below 0. */
export const quantityRowSchema = z.object({
  quantity: z.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').min(0, 'quantity cannot be negative').max(1_000_000_000, 'quantity is too large'),
  limitPerUser: z.number({ error: 'limitPerUser must be a number' }).int('limitPerUser must be a whole number').min(1, 'limitPerUser must be at least 1').nullish(),
})
export type QuantityRowInput = z.input<typeof quantityRowSchema>
