import { expect } from 'vitest'

/** The shop answers its version within one second: it is neither dead nor frozen. */
export async function expectAnswersWithinOneSecond(url: string): Promise<void> {
  const started = Date.now()
  const response = await fetch(`${url}/rest/admin/application-version`, { signal: AbortSignal.timeout(1000) })
  expect(response.status).toBe(200)
  expect(Date.now() - started).toBeLessThan(1000)
}

/** Sends the attack, checks that the shop keeps answering while it is under way, and returns the attack's answer. */
export async function expectResponsiveDuring<T>(url: string, attack: () => Promise<T>): Promise<T> {
  const pending = attack()
  await new Promise((resolve) => setTimeout(resolve, 50))
  await expectAnswersWithinOneSecond(url)
  const answer = await pending
  await expectAnswersWithinOneSecond(url)
  return answer
}
