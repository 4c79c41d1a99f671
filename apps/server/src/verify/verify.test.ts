import { challenges } from '@pulp/challenges'
import { afterEach, describe, expect, it } from 'vitest'
import { startLiveShop, type LiveShop } from '../testing/live-shop'
import { gullibleModel, startMockLlm, type MockLlm } from '../testing/mock-llm'
import { allAttacks } from './attacks'
import { formatReport, verifyDeployment, type VerifyResult } from './verify'

let shop: LiveShop | undefined
let llm: MockLlm | undefined
afterEach(async () => {
  await shop?.close()
  await llm?.close()
  shop = undefined
  llm = undefined
})

async function verify(attacks = allAttacks) {
  let output = ''
  const results = await verifyDeployment({ url: `${shop?.url}/`, attacks, write: (text) => (output += text) })
  return { results, output, byKey: new Map(results.map((result) => [result.key, result])) }
}

const outcomeOf = (byKey: Map<string, VerifyResult>, key: string) => byKey.get(key)?.outcome
const notAsExpected = (results: VerifyResult[], allowed: VerifyResult['outcome'][]) =>
  results.filter((result) => !allowed.includes(result.outcome)).map(({ key, outcome, detail }) => `${key}: ${outcome}${detail ? ` (${detail})` : ''}`)

describe('npm run verify against a running shop', () => {
  it('solves every challenge of the registry on a fresh shop with everything switched on, over HTTP, and the shop agrees', async () => {
    llm = await startMockLlm(gullibleModel)
    shop = await startLiveShop({
      challenges: { safetyMode: 'disabled' },
      application: { chatBot: { llmApiUrl: llm.url, model: 'mock-model' }, web3: { localChain: true } },
    })
    const { results, output } = await verify()
    expect(results.map((result) => result.key)).toEqual(challenges.map((challenge) => challenge.key))
    expect(notAsExpected(results, ['solved'])).toEqual([])
    for (const { key } of challenges) expect(shop.ctx.training.isSolved(key), key).toBe(true)
    expect(output).toContain(`[${'#'.repeat(30)}] ${results.length}/${results.length} done`)
    const report = formatReport(results)
    expect(report).toMatch(/^loginAdminChallenge +solved$/m)
    expect(report).toContain(`${challenges.length} solved, 0 solved by another attack, 0 already solved, 0 failed`)
  }, 240_000)

  it('solves or skips (disabled) each challenge of a default shop: no model, no local chain', async () => {
    shop = await startLiveShop()
    const { results, byKey } = await verify()
    expect(notAsExpected(results, ['solved', 'skipped (disabled)'])).toEqual([])
    expect(byKey.get('chatbotGreedyInjectionChallenge')).toMatchObject({ outcome: 'skipped (disabled)', detail: 'LLM' })
    expect(byKey.get('web3WalletChallenge')).toMatchObject({ outcome: 'skipped (disabled)', detail: 'Web3' })
    expect(outcomeOf(byKey, 'nftUnlockChallenge')).toBe('solved')
  }, 240_000)

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
  }, 240_000)
})
