import type { Express } from 'express'
import request from 'supertest'
import { expect } from 'vitest'

/** A running shop (its base URL) or an app in this process (supertest serves it on an ephemeral port). */
type Shop = string | Express

async function versionStatus(shop: Shop): Promise<number> {
  if (typeof shop !== 'string') return (await request(shop).get('/rest/admin/application-version').timeout(1000)).status
  const response = await fetch(`${shop}/rest/admin/application-version`, { signal: AbortSignal.timeout(1000) })
  await response.arrayBuffer()
  return response.status
}

/** The shop answers its version within one second: it is neither dead nor frozen. */
export async function expectAnswersWithinOneSecond(shop: Shop): Promise<void> {
  const started = performance.now()
  expect(await versionStatus(shop)).toBe(200)
  expect(performance.now() - started).toBeLessThan(1000)
}

/** Sends the attack, checks that the shop keeps answering while it is under way, and returns the attack's answer. */
export async function expectResponsiveDuring<T>(shop: Shop, attack: () => PromiseLike<T>): Promise<T> {
  const pending = Promise.resolve(attack())
  await new Promise((resolve) => setTimeout(resolve, 100))
  await expectAnswersWithinOneSecond(shop)
  const answer = await pending
  await expectAnswersWithinOneSecond(shop)
  return answer
}
