import type { AppContext } from '../../context'
import { issueAccountToken } from '../../lib/auth/account-token'
import type { TokenPayload } from '../../lib/auth/jwt'
import { toApiRow } from '../../lib/crud-router'
import { deluxeTokenFor, isDeluxeMember } from '../../lib/crypto'
import { cardsModel } from './cards.model'
import { addToWallet, findCustomer, findUser, makeDeluxe, ownedCard, walletBalanceOf, type CardRow } from './wallet.repo'

export const DELUXE_MEMBERSHIP_COST = 49

/** A card as the owner sees it: all but the last four digits of the number hidden. */
export function maskedCard(ctx: AppContext, card: CardRow): Record<string, unknown> {
  return { ...toApiRow(cardsModel(ctx), card), cardNum: `${'*'.repeat(12)}${String(card.cardNum).slice(-4)}` }
}

export type TopUp = { outcome: 'topped-up' } | { outcome: 'payment-refused' } | { outcome: 'no-wallet' } | { outcome: 'not-a-number' }

/** PUT /rest/wallet/balance: adds `amount` (any amount) to the wallet, paid with one of the user's cards. */
export function topUpWallet(ctx: AppContext, userId: number, amount: unknown, paymentId: unknown): TopUp {
  if (!ownedCard(ctx.db, paymentId, userId)) return { outcome: 'payment-refused' }
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount
  if (typeof value !== 'number' || !Number.isFinite(value)) return { outcome: 'not-a-number' }
  if (walletBalanceOf(ctx.db, userId) === undefined) return { outcome: 'no-wallet' }
  addToWallet(ctx.db, userId, value)
  return { outcome: 'topped-up' }
}

export type DeluxeStatus = { eligible: true; membershipCost: number } | { eligible: false; error: string }

/** GET /rest/deluxe-membership: what the holder of a (weakly verified) token may do about the membership. */
export function deluxeStatus(payload: TokenPayload | null): DeluxeStatus {
  const user = payload?.data
  if (isDeluxeMember(user)) return { eligible: false, error: 'You are already a deluxe member!' }
  if (user?.role === 'customer') return { eligible: true, membershipCost: DELUXE_MEMBERSHIP_COST }
  return { eligible: false, error: 'You are not eligible for deluxe membership!' }
}

const isExpired = (card: CardRow, now = new Date()): boolean =>
  card.expYear < now.getFullYear() || (card.expYear === now.getFullYear() && card.expMonth < now.getMonth() + 1)

export type Upgrade = { outcome: 'upgraded'; token: string } | { outcome: 'refused'; error: string }

/** POST /rest/deluxe-membership: a customer pays the membership from the wallet or with a card, then becomes deluxe. */
// vuln-code-snippet start freeDeluxeChallenge
export function upgradeToDeluxe(ctx: AppContext, userId: number, paymentMode: unknown, paymentId: unknown): Upgrade {
  const customer = findCustomer(ctx.db, userId)
  if (!customer) return { outcome: 'refused', error: 'Something went wrong. Please try again!' }
  if (paymentMode === 'wallet') { // vuln-code-snippet vuln-line freeDeluxeChallenge
    if ((walletBalanceOf(ctx.db, userId) ?? 0) < DELUXE_MEMBERSHIP_COST) return { outcome: 'refused', error: 'Insuffienct funds in Wallet' }
    addToWallet(ctx.db, userId, -DELUXE_MEMBERSHIP_COST)
  }
  if (paymentMode === 'card') { // vuln-code-snippet vuln-line freeDeluxeChallenge
    const card = ownedCard(ctx.db, paymentId, userId)
    if (!card || isExpired(card)) return { outcome: 'refused', error: 'Invalid Card' }
  }
  makeDeluxe(ctx.db, userId, deluxeTokenFor(String(customer.email)))
  ctx.bus.emit('wallet:deluxe-upgraded', { userId, paymentMode }) // vuln-code-snippet hide-line
  const token = issueAccountToken(ctx.sessions, findUser(ctx.db, userId) ?? customer)
  return { outcome: 'upgraded', token }
}
// vuln-code-snippet end freeDeluxeChallenge
