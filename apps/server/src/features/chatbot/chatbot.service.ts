import { monthlyCoupon } from '@pulp/shared'
import type { AppContext } from '../../context'
import { sqlNow } from '../../db/database'
import { issueAccountToken } from '../../lib/auth/account-token'
import { BotSandbox } from './bot-sandbox'

export type BotAction = 'response' | 'namequery'
export interface BotAnswer {
  action: BotAction
  body: string
  token?: string
}

interface ChatUser {
  id: number
  username: string
}

/** How many times a customer has to ask for a coupon before the bot gives in (the Bully Chatbot challenge). */
export const COUPON_PATIENCE = 5
const BULLY_DISCOUNT = 10
const NAME_QUERY = "I'm sorry, I didn't get your name. What shall I call you?"
const COUPON_REFUSALS = [
  "Sorry, I can't give out coupon codes.",
  'Coupons are handed out by our marketing team, not by me.',
  'Nice try! But no, there are no coupons from me.',
  'I am really not allowed to do that.',
]
const COUPON_WORDS = /\b(coupons?|discounts?|vouchers?|promo(tion)?\s*codes?|rebates?)\b/i
const GREETING_WORDS = /^\s*(hi|hello|hey|good\s+(morning|afternoon|evening))\b/i
const THANKS_WORDS = /\b(thanks|thank you|cheers|bye|goodbye)\b/i

/** The support bot: a few rules about the catalogue and coupons; its memory of names lives in a sandbox. */
export class ChatBot {
  readonly sandbox = new BotSandbox()
  private readonly couponRequests = new Map<number, number>()

  constructor(private readonly ctx: AppContext) {}

  greeting(username: string): string {
    const { name, greeting } = this.ctx.config.application.chatBot
    return greeting.replaceAll('<customer-name>', username).replaceAll('<bot-name>', name)
  }

  /** GET /rest/chatbot/status for a logged-in user. */
  async status(user: ChatUser): Promise<BotAnswer> {
    if (!user.username) return { action: 'namequery', body: NAME_QUERY }
    await this.remember(user.id, user.username)
    return { action: 'response', body: this.greeting(user.username) }
  }

  /** POST /rest/chatbot/respond with action `query`. */
  async query(user: ChatUser, text: string): Promise<BotAnswer> {
    if (!user.username) return { action: 'namequery', body: NAME_QUERY }
    const known = await this.sandbox.run(`process.currentUser(${JSON.stringify(String(user.id))})`)
    if (!known.ok) return this.recoverFrom(known.error)
    if (known.value !== user.username) {
      await this.remember(user.id, user.username)
      return { action: 'response', body: this.greeting(user.username) }
    }
    return { action: 'response', body: this.answer(user, text) }
  }

  /** POST /rest/chatbot/respond with action `setname`: the new name is stored and remembered, with a fresh token. */
  async setName(user: ChatUser, name: string): Promise<BotAnswer> {
    this.ctx.db.prepare('UPDATE Users SET username = ?, updatedAt = ? WHERE id = ?').run(name, sqlNow(), user.id)
    const row = this.ctx.db.prepare('SELECT * FROM Users WHERE id = ?').get(user.id) as Record<string, unknown>
    const token = issueAccountToken(this.ctx.sessions, row)
    // switched off (class mode), the name cannot leave its string: no quote, backslash or line break reaches the script
    await this.remember(user.id, this.ctx.training.isPlayable('killChatbotChallenge') ? name : name.replace(/["\\\n\r\u2028\u2029]/g, ''))
    return { action: 'response', body: this.greeting(name), token }
  }

  // vuln-code-snippet start killChatbotChallenge
  /** Teaches the bot a name by running a line of its own script, with the name pasted in. */
  private remember(userId: number, name: string) {
    return this.sandbox.run(`users.addUser("${userId}", "${name}")`) // vuln-code-snippet vuln-line killChatbotChallenge
  }
  // vuln-code-snippet end killChatbotChallenge

  /** When a lookup fails, the bot checks itself; if that fails too, it is broken for everyone. */
  private async recoverFrom(error: string): Promise<BotAnswer> {
    const selfTest = await this.sandbox.run('process.currentUser("0")')
    if (selfTest.ok) return { action: 'response', body: this.ctx.config.application.chatBot.defaultResponse }
    this.ctx.bus.emit('chatbot:broken', { error: selfTest.error })
    return { action: 'response', body: `Remember to stay hydrated while I try to recover from "${error}"...` }
  }

  private answer(user: ChatUser, text: string): string {
    if (COUPON_WORDS.test(text)) return this.couponAnswer(user)
    const product = this.productIn(text)
    if (product) return `${product.name} costs ${product.price.toFixed(2)}¤.`
    if (GREETING_WORDS.test(text)) return `Hello ${user.username}! Ask me about our juices and their prices.`
    if (THANKS_WORDS.test(text)) return `You're welcome, ${user.username}. Stay juicy!`
    return this.ctx.config.application.chatBot.defaultResponse
  }

  // vuln-code-snippet start bullyChatbotChallenge
  /** Coupons: the bot refuses, until it has been asked often enough. */
  private couponAnswer(user: ChatUser): string {
    const asked = (this.couponRequests.get(user.id) ?? 0) + 1
    this.couponRequests.set(user.id, asked)
    if (asked < COUPON_PATIENCE) return COUPON_REFUSALS[(asked - 1) % COUPON_REFUSALS.length]
    const coupon = monthlyCoupon(BULLY_DISCOUNT) // vuln-code-snippet vuln-line bullyChatbotChallenge
    this.ctx.bus.emit('chatbot:coupon-given', { userId: user.id, coupon })
    return `Oooookay, if you promise to stop nagging me, here's a ${BULLY_DISCOUNT}% coupon code for you: ${coupon}`
  }
  // vuln-code-snippet end bullyChatbotChallenge

  /** The live product whose name (without its size) the text mentions; the longest such name wins. */
  private productIn(text: string): { name: string; price: number } | undefined {
    const lower = text.toLowerCase()
    const products = this.ctx.db.prepare('SELECT name, price FROM Products WHERE deletedAt IS NULL').all() as { name: string; price: number }[]
    const mentioned = products
      .map((product) => ({ ...product, key: product.name.replace(/\s*\(.*\)\s*$/, '').trim().toLowerCase() }))
      .filter(({ key }) => key.length > 2 && lower.includes(key))
    mentioned.sort((a, b) => b.key.length - a.key.length)
    return mentioned[0]
  }
}
