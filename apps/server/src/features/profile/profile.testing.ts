import type { TestShop } from '../../testing/test-app'

export const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' }

/** The shop on a real port, so that it can reach itself (server-side requests of the SSRF and SSTI holes). */
export { startLiveShop as startShop, type LiveShop as RunningShop } from '../../testing/live-shop'

/** The Cookie header of a logged-in browser. */
export async function sessionCookie(shop: TestShop, user = JIM): Promise<string> {
  const { token } = await shop.login(user.email, user.password)
  return `token=${token}`
}

export async function eventually(condition: () => boolean, timeoutMs = 3000): Promise<boolean> {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) return false
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return true
}

export const userRow = (shop: TestShop, email: string): Record<string, unknown> =>
  shop.ctx.db.prepare('SELECT * FROM Users WHERE email = ?').get(email) as Record<string, unknown>
