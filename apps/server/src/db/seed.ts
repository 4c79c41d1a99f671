/**
 * Fills a fresh database and document store with the shop's data (apps/server/data/*.yml), in Juice Shop's
 * order (research/api.md §4.3), so that ids match the published solutions. The challenges are seeded by the
 * training engine, not here. Synchronous and in one transaction.
 */
import type { Db } from './database'
import type { DocStore } from './doc-store'
import { createSeedContext } from './seed/context'
import { seedMemories } from './seed/memories'
import { seedOrders } from './seed/orders'
import { seedProducts, seedQuantities } from './seed/products'
import {
  seedAnonymousFeedback,
  seedBasketItems,
  seedBaskets,
  seedComplaints,
  seedDeliveries,
  seedRecycles,
  seedWallets,
} from './seed/shop'
import { seedSecurityQuestions, seedUsers } from './seed/users'

export interface SeedOptions {
  /** The email domain of seeded users (config `application.domain`). */
  domain: string
  /** Timestamp of every seeded row and soft delete; defaults to the current time. */
  now?: Date
}

const steps = [
  seedSecurityQuestions,
  seedUsers,
  seedProducts,
  seedBaskets,
  seedBasketItems,
  seedAnonymousFeedback,
  seedComplaints,
  seedRecycles,
  seedOrders,
  seedQuantities,
  seedWallets,
  seedDeliveries,
  seedMemories,
]

export function seedShop(db: Db, docs: DocStore, options: SeedOptions): void {
  const context = createSeedContext(db, docs, options.domain, options.now ?? new Date())
  db.transaction(() => {
    for (const step of steps) step(context)
  })()
}

export {
  seedData,
  seededEmail,
  seededMemories,
  seededProductIdWith,
  seededProducts,
  seededUserId,
  seededUsers,
  type SeedData,
  type SeededMemory,
  type SeededProduct,
  type SeededUser,
} from './seed/data'
export { CHRISTMAS_OFFER_NOTE } from './seed/products'
export { maskEmail, orderIdFor } from './seed/orders'
export { UPLOADS_PATH } from './seed/users'
