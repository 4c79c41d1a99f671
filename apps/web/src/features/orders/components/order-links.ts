import { orderPdfPath } from '@pulp/shared'

/** The order confirmation the server writes at checkout (relative, so a base path is kept). */
export const orderPdfUrl = (orderId: string) => `.${orderPdfPath(orderId)}`

/** The tracking page of an order; `/new` right after ordering. */
export const trackOrderPath = (orderId: string, justOrdered = false) =>
  `/track-result${justOrdered ? '/new' : ''}?id=${encodeURIComponent(orderId)}`
