/** Products with their reviews (document store), and later their stock rows. */
import type { SeedContext } from './context'
import { seedData, seededUsers, seededEmail, type SeededProduct } from './data'

/** Appended to the Christmas special's description, as the offer was only meant for one season. */
export const CHRISTMAS_OFFER_NOTE = ' (A seasonal special, available for a limited time only!)'

export function seedProducts(context: SeedContext): void {
  seedData().products.forEach((product, index) => {
    const productId = index + 1
    context.insert('Products', {
      id: productId,
      name: product.name,
      description: describe(product),
      price: product.price,
      deluxePrice: product.deluxePrice,
      image: product.image,
      deletedAt: product.deleted ? context.timestamp : null,
    })
    for (const review of product.reviews ?? []) {
      context.docs.reviews.insert({
        product: productId,
        message: review.text,
        author: reviewerEmail(review.author, context.domain),
        likesCount: 0,
        likedBy: [],
      })
    }
  })
}

export function seedQuantities({ insert }: SeedContext): void {
  seedData().products.forEach((product, index) => {
    insert('Quantities', { ProductId: index + 1, quantity: product.stock, limitPerUser: product.limitPerUser ?? null })
  })
}

/** The stored description: O-Saft links to its project page, the Christmas box carries its offer note. */
export function describe(product: SeededProduct): string {
  if (product.urlForProductTamperingChallenge) {
    return `${product.description} <a href="${product.urlForProductTamperingChallenge}" target="_blank">More...</a>`
  }
  if (product.useForChristmasSpecialChallenge) return product.description + CHRISTMAS_OFFER_NOTE
  return product.description
}

/** A seeded user's email, or a reviewer without an account: a full address, or a local part on the shop domain. */
function reviewerEmail(author: string, domain: string): string {
  const user = seededUsers().find((candidate) => candidate.email === author)
  return seededEmail(user ?? { email: author }, domain)
}
