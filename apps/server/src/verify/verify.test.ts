import { afterEach, describe, expect, it } from 'vitest'
import { startLiveShop, type LiveShop } from '../testing/live-shop'
import { allAttacks } from './attacks'
import { formatReport, verifyDeployment, type VerifyResult } from './verify'

let shop: LiveShop | undefined
afterEach(async () => {
  await shop?.close()
  shop = undefined
})

async function verify(attacks = allAttacks) {
  let output = ''
  const results = await verifyDeployment({ url: `${shop?.url}/`, attacks, write: (text) => (output += text) })
  return { results, output, byKey: new Map(results.map((result) => [result.key, result])) }
}

const outcomeOf = (byKey: Map<string, VerifyResult>, key: string) => byKey.get(key)?.outcome

describe('npm run verify against a running shop', () => {
  it('solves every challenge it has an attack for, over HTTP, and the shop agrees', async () => {
    shop = await startLiveShop({ challenges: { safetyMode: 'disabled' } })
    const { results, output, byKey } = await verify()
    const attacked = Object.keys(allAttacks)
    expect(attacked.length).toBeGreaterThanOrEqual(30)
    for (const key of attacked) {
      expect(outcomeOf(byKey, key), key).toBe('solved')
      expect(shop.ctx.training.isSolved(key as never), key).toBe(true)
    }
    expect(results.filter((result) => result.outcome === 'failed')).toEqual([])
    expect(output).toContain(`[${'#'.repeat(30)}] ${results.length}/${results.length} done`)
    const report = formatReport(results)
    expect(report).toMatch(/^loginAdminChallenge +solved$/m)
    expect(report).toContain(`${attacked.length} solved`)
  }, 60_000)

  it('skips what the shop has switched off, reports a failing attack, and names what was solved before', async () => {
    shop = await startLiveShop({ challenges: { safetyMode: 'enabled' } })
    shop.ctx.training.solve('scoreBoardChallenge')
    const { byKey } = await verify({ ...allAttacks, exposedMetricsChallenge: async () => undefined, loginJimChallenge: async () => { throw new Error('no route to host') } })
    expect(byKey.get('fileWriteChallenge')).toMatchObject({ outcome: 'skipped (disabled)', detail: 'Safety Mode' })
    expect(byKey.get('exposedMetricsChallenge')).toMatchObject({ outcome: 'failed', detail: 'the attack ran, the challenge is still unsolved' })
    expect(byKey.get('loginJimChallenge')).toMatchObject({ outcome: 'failed', detail: 'no route to host' })
    expect(byKey.get('scoreBoardChallenge')).toMatchObject({ outcome: 'already solved' })
    expect(outcomeOf(byKey, 'loginAdminChallenge')).toBe('solved')
    expect(shop.ctx.training.isSolved('exposedMetricsChallenge')).toBe(false)
  }, 60_000)
})
