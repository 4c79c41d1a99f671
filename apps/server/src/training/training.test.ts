import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ChallengeSolvedNotification } from '@pulp/shared'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { createContext } from '../app'
import { loadConfig } from '../config/load'
import { createTestShop } from '../testing/test-app'

const CODE_FOR_1_AND_2 = 'yXjv6Z5jWJnzD6a3YvmwPRXK7roAyzHDde2Og19yEN84plqxkMBbLVQrDeoY'

describe('GET /api/Challenges', () => {
  it('lists all 115 challenges in registry order with Juice Shop ids and fields', async () => {
    const { app } = createTestShop()
    const response = await request(app).get('/api/Challenges')
    expect(response.status).toBe(200)
    expect(response.body.status).toBe('success')
    expect(response.body.data).toHaveLength(115)
    const [first] = response.body.data
    expect(first).toMatchObject({ id: 1, key: 'passwordHashLeakChallenge', name: 'Password Hash Leak', difficulty: 2, solved: false })
    expect(response.body.data[74]).toMatchObject({ id: 75, key: 'scoreBoardChallenge', tutorialOrder: 1, hasTutorial: true })
  })

  it('filters by key and name, sorts by name, and tolerates case and a trailing slash (MultiJuicer, CTF tools)', async () => {
    const { app } = createTestShop()
    const byKey = await request(app).get('/api/challenges/?key=localXssChallenge')
    expect(byKey.body.data).toHaveLength(1)
    expect(byKey.body.data[0].name).toBe('DOM XSS')
    const byName = await request(app).get('/api/Challenges/').query({ name: 'Score Board' })
    expect(byName.body.data[0].key).toBe('scoreBoardChallenge')
    const sorted = await request(app).get('/api/Challenges/?sort=name')
    const names = sorted.body.data.map((challenge: { name: string }) => challenge.name)
    expect(names).toEqual([...names].sort())
  })

  it('marks challenges whose external service is missing, or that Pulp has not built, as unavailable with the reason', async () => {
    const { app } = createTestShop()
    const response = await request(app).get('/api/Challenges')
    const byKey = Object.fromEntries(response.body.data.map((c: { key: string; disabledEnv: string | null }) => [c.key, c.disabledEnv]))
    expect(byKey.chatbotPromptInjectionChallenge).toBe('LLM')
    expect(byKey.nftMintChallenge).toBe('Web3')
    expect(byKey.scoreBoardChallenge).toBeNull()
    expect(byKey.continueCodeChallenge).toBeNull()
  })

  it('refuses to answer single challenges to normal tokens (DENY)', async () => {
    const { app } = createTestShop()
    const response = await request(app).get('/api/Challenges/1').set('Accept', 'application/json')
    expect(response.status).toBe(401)
    expect(response.body.error.name).toBe('UnauthorizedError')
  })
})

describe('GET /api/Hints', () => {
  it('lists the hints, locked, in order per challenge', async () => {
    const { app } = createTestShop()
    const response = await request(app).get('/api/Hints/')
    expect(response.body.data.length).toBeGreaterThanOrEqual(230)
    expect(response.body.data[0]).toMatchObject({ ChallengeId: 1, order: 1, unlocked: false })
  })

  it('has no hints when the configuration switches them off', async () => {
    const { app } = createTestShop({ challenges: { showHints: false } })
    const response = await request(app).get('/api/Hints')
    expect(response.body.data).toEqual([])
  })
})

describe('continue codes', () => {
  it('has no code while nothing is solved, and the Hashids code of the solved ids afterwards', async () => {
    const { app, ctx } = createTestShop()
    expect((await request(app).get('/rest/continue-code')).body).toEqual({})
    ctx.training.solve('passwordHashLeakChallenge')
    ctx.training.solve('restfulXssChallenge', { isRestore: true }) // not yet playable in Pulp, so only a restore sets it
    expect((await request(app).get('/rest/continue-code')).body).toEqual({ continueCode: CODE_FOR_1_AND_2 })
  })

  it('restores progress from a code into a fresh shop', async () => {
    const { app, ctx } = createTestShop()
    const response = await request(app).put(`/rest/continue-code/apply/${CODE_FOR_1_AND_2}`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ data: '2 solved challenges have been restored.' })
    expect(ctx.training.isSolved('passwordHashLeakChallenge')).toBe(true)
    expect(ctx.training.isSolved('restfulXssChallenge')).toBe(true)
    expect(ctx.training.isSolved('scoreBoardChallenge')).toBe(false)
  })

  it('answers 404 for a code that does not decode', async () => {
    const { app } = createTestShop()
    const response = await request(app).put('/rest/continue-code/apply/not-a-code!')
    expect(response.status).toBe(404)
    expect(response.text).toBe('Invalid continue code.')
  })

  it('restores find-it and fix-it coding progress with their own codes', async () => {
    const { app, ctx } = createTestShop()
    ctx.training.setCodingStatus('scoreBoardChallenge', 2)
    const findIt = (await request(app).get('/rest/continue-code-findIt')).body.continueCode
    const fixIt = (await request(app).get('/rest/continue-code-fixIt')).body.continueCode
    expect(findIt).toMatch(/^[a-zA-Z0-9]{60,}$/)
    const fresh = createTestShop()
    await request(fresh.app).put(`/rest/continue-code-findIt/apply/${findIt}`).expect(200)
    expect(fresh.ctx.training.row('scoreBoardChallenge').codingChallengeStatus).toBe(1)
    await request(fresh.app).put(`/rest/continue-code-fixIt/apply/${fixIt}`).expect(200)
    expect(fresh.ctx.training.row('scoreBoardChallenge').codingChallengeStatus).toBe(2)
  })
})

describe('GET /rest/repeat-notification', () => {
  it('re-announces a solved challenge by its name and always answers OK', async () => {
    const { app, ctx } = createTestShop()
    const sent: string[] = []
    ctx.training.notifications.attach({ challengeSolved: (n) => sent.push(`${n.key}:${n.isRestore}`), codeChallengeSolved: () => {} })
    ctx.training.solve('scoreBoardChallenge')
    const response = await request(app).get(`/rest/repeat-notification?challenge=${encodeURIComponent(encodeURIComponent('Score Board'))}`)
    expect(response.status).toBe(200)
    expect(response.text).toBe('OK')
    expect(sent).toEqual(['scoreBoardChallenge:false', 'scoreBoardChallenge:true'])
    await request(app).get('/rest/repeat-notification?challenge=Nonexistent').expect(200)
  })
})

describe('solving', () => {
  it('announces a challenge once, with its CTF flag and description, and keeps it solved', async () => {
    const { ctx } = createTestShop()
    const sent: unknown[] = []
    ctx.training.notifications.attach({ challengeSolved: (n) => sent.push(n), codeChallengeSolved: () => {} })
    ctx.training.solve('scoreBoardChallenge')
    ctx.training.solve('scoreBoardChallenge')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      key: 'scoreBoardChallenge',
      name: 'Score Board',
      flag: '2614339936e8282e2f820f023d4d998a1f95e02a',
      hidden: false,
      isRestore: false,
    })
    expect((sent[0] as { challenge: string }).challenge).toMatch(/^Score Board \(.+\)$/)
    expect((sent[0] as { challenge: string }).challenge).not.toMatch(/<[a-z]/)
  })

  it('tells the browser whether a coding challenge can be played next', () => {
    const { ctx } = createTestShop()
    const sent: ChallengeSolvedNotification[] = []
    ctx.training.notifications.attach({ challengeSolved: (n) => sent.push(n), codeChallengeSolved: () => {} })
    ctx.training.solve('loginAdminChallenge')
    ctx.training.solve('persistedXssUserChallenge')
    expect(sent.map(({ key, codingChallenge }) => [key, codingChallenge])).toEqual([
      ['loginAdminChallenge', true],
      ['persistedXssUserChallenge', false],
    ])
  })
})

describe('switched-off challenges', () => {
  it('are not solved while disabled (here: safety mode in a container), but restores still bring them back', async () => {
    const config = loadConfig('test')
    const ctx = createContext({ config, environment: { docker: true, heroku: false, windows: false, llmConfigured: false, web3Configured: false } })
    expect(ctx.training.row('persistedXssUserChallenge').disabledEnv).toBe('Docker')
    ctx.training.solve('persistedXssUserChallenge')
    expect(ctx.training.isSolved('persistedXssUserChallenge')).toBe(false)
    ctx.training.solve('persistedXssUserChallenge', { isRestore: true })
    expect(ctx.training.isSolved('persistedXssUserChallenge')).toBe(true)
  })
})

describe('solutions webhook', () => {
  afterEach(() => {
    delete process.env.SOLUTIONS_WEBHOOK
  })

  it('posts each solve to SOLUTIONS_WEBHOOK in the MultiJuicer shape', async () => {
    const received = new Promise<Record<string, unknown>>((resolve) => {
      const receiver = createServer((req: IncomingMessage, res) => {
        let body = ''
        req.on('data', (chunk) => (body += chunk))
        req.on('end', () => {
          res.end()
          receiver.close()
          resolve(JSON.parse(body))
        })
      }).listen(0, '127.0.0.1', () => {
        process.env.SOLUTIONS_WEBHOOK = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`
        createTestShop().ctx.training.solve('scoreBoardChallenge')
      })
    })
    const body = await received
    expect(body).toMatchObject({
      solution: { challenge: 'scoreBoardChallenge', cheatScore: 0 },
      ctfFlag: '2614339936e8282e2f820f023d4d998a1f95e02a',
      issuer: { version: '20.1.1' },
    })
  })
})
