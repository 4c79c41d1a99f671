import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { CodingChallengeCatalog } from '@pulp/challenges'
import type { Express } from 'express'
import request from 'supertest'
import { createApp, createContext } from '../app'
import { deepMerge, loadConfig } from '../config/load'
import type { AppContext } from '../context'
import { signToken } from '../lib/auth/jwt'
import { paths } from '../paths'
import type { RuntimeEnvironment } from '../training/availability'

export interface TestShop {
  app: Express
  ctx: AppContext
  /** Logs a seeded or registered user in through the real login route and returns the token and basket id. */
  login(email: string, password: string): Promise<{ token: string; bid: number }>
}

/** Read once for all test shops of a file: the marked sources and fix files do not change while tests run. */
const CODING_CHALLENGE_CATALOG = CodingChallengeCatalog.load(paths.repo)

const NO_SPECIAL_ENVIRONMENT = { docker: false, heroku: false, windows: false }

/**
 * A fresh shop (in-memory database, seeded) for one test; `overrides` are merged over the test profile.
 * By default it runs outside any container; `environment` can say otherwise (safety mode).
 */
export function createTestShop(overrides: Record<string, unknown> = {}, environment: Partial<RuntimeEnvironment> = {}): TestShop {
  const config = loadConfig('test', overrides)
  // each test shop writes into a folder of its own, under the test run's folder when vitest made one (global-setup.ts)
  const dataFolder = join(process.env.PULP_TEST_SHOPS ?? join(paths.runtime, 'test-shops'), randomUUID())
  const ctx = createContext({ config, environment: { ...NO_SPECIAL_ENVIRONMENT, ...environment }, dataFolder, codingChallengeCatalog: CODING_CHALLENGE_CATALOG })
  const app = createApp(ctx)
  return {
    app,
    ctx,
    async login(email, password) {
      const response = await request(app).post('/rest/user/login').send({ email, password })
      if (response.status !== 200) throw new Error(`Login of ${email} failed: ${response.status} ${response.text}`)
      return { token: response.body.authentication.token, bid: response.body.authentication.bid }
    },
  }
}

/** A token the real key signed, for a user row of your choosing (the user need not exist). */
export const tokenFor = (data: Record<string, unknown>): string => signToken({ data })

export { deepMerge }

/** A bearer header for a seeded user (`jim`, `admin`, …), known to the shop as a login would make it. */
export function seededBearer(shop: TestShop, localPart: string): string {
  const email = `${localPart}@${shop.ctx.config.application.domain}`
  const row = shop.ctx.db.prepare('SELECT * FROM Users WHERE email = ?').get(email) as Record<string, unknown> | undefined
  if (!row) throw new Error(`No seeded user ${email}`)
  return `Bearer ${tokenFor(row)}`
}
