import type { Express } from 'express'
import request from 'supertest'
import { expect } from 'vitest'

/** Runs `attack`, and while it is under way checks that the shop still answers another request within a second. */
export async function expectResponsiveDuring<T>(app: Express, attack: () => PromiseLike<T>): Promise<{ result: T; answeredInMs: number }> {
  const running = Promise.resolve(attack())
  await new Promise((resolve) => setTimeout(resolve, 150))
  const started = performance.now()
  await request(app).get('/rest/admin/application-version').expect(200)
  const answeredInMs = performance.now() - started
  expect(answeredInMs).toBeLessThan(1000)
  return { result: await running, answeredInMs }
}
