import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestShop, type TestShop } from '../../testing/test-app'

export const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' }

export interface RunningShop extends TestShop {
  /** http://127.0.0.1:<port>, the shop's own origin */
  url: string
  close(): Promise<void>
}

/** The shop on a real port, so that it can reach itself (server-side requests of the SSRF and SSTI holes). */
export async function startShop(overrides: Record<string, unknown> = {}): Promise<RunningShop> {
  const shop = createTestShop(overrides)
  const server: Server = createServer(shop.app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    ...shop,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

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
