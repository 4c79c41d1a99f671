/** Baskets, feedback, complaints, recycling requests, wallets and delivery methods. */
import { sqlNow } from '../database'
import type { SeedContext } from './context'
import { seedData, seededUserId } from './data'

export function seedBaskets({ insert }: SeedContext): void {
  for (const basket of seedData().baskets) insert('Baskets', { UserId: seededUserId(basket.user), coupon: null })
}

export function seedBasketItems({ insert }: SeedContext): void {
  seedData().baskets.forEach((basket, index) => {
    for (const item of basket.items) insert('BasketItems', { BasketId: index + 1, ProductId: item.product, quantity: item.quantity })
  })
}

export function seedAnonymousFeedback({ insert }: SeedContext): void {
  for (const { comment, rating } of seedData().feedback.anonymous) {
    insert('Feedbacks', { UserId: null, comment: `${comment} (anonymous)`, rating })
  }
}

export function seedComplaints({ insert }: SeedContext): void {
  for (const { user, message } of seedData().feedback.complaints) {
    insert('Complaints', { UserId: seededUserId(user), message, file: null })
  }
}

export function seedRecycles({ insert, addressIds }: SeedContext): void {
  for (const recycle of seedData().recycles) {
    const userId = seededUserId(recycle.user)
    let addressId: number | null = null
    if (recycle.address !== undefined) {
      addressId = addressIds.get(userId)?.[recycle.address - 1] ?? null
      if (addressId === null) throw new Error(`Recycle request of ${recycle.user} names a missing address ${recycle.address}`)
    }
    insert('Recycles', {
      UserId: userId,
      AddressId: addressId,
      quantity: recycle.quantity,
      isPickup: recycle.isPickup ? 1 : 0,
      date: sqlNow(new Date(`${recycle.date}T00:00:00Z`)),
    })
  }
}

export function seedWallets({ insert }: SeedContext): void {
  seedData().users.forEach((user, index) => insert('Wallets', { UserId: index + 1, balance: user.walletBalance ?? 0 }))
}

export function seedDeliveries({ insert }: SeedContext): void {
  for (const delivery of seedData().deliveries) insert('Deliveries', { ...delivery })
}
