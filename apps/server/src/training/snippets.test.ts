import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CodingChallengeCatalog, loadCodeFixes, REPO_ROOT, type ChallengeKey } from '@pulp/challenges'
import type { CodeChallengeSolvedNotification, ServerToClientEvents } from '@pulp/shared'
import { io as connect, type Socket } from 'socket.io-client'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createApp, createContext } from '../app'
import { loadConfig } from '../config/load'
import { attachRealtime } from '../realtime/socket'
import { createTestShop, type TestShop } from '../testing/test-app'
import { CodingChallenges, vulnLinesSentence } from './coding-challenges'

const LOGIN = 'loginAdminChallenge'
const loginHints = loadCodeFixes(REPO_ROOT, LOGIN)!.info.hints

let shop: TestShop
const coded: CodeChallengeSolvedNotification[] = []
beforeEach(() => {
  shop = createTestShop()
  coded.length = 0
  shop.ctx.training.notifications.attach({ challengeSolved: () => {}, codeChallengeSolved: (n) => coded.push(n) })
})

const findIt = (key: string, selectedLines: unknown) => request(shop.app).post('/snippets/verdict').send({ key, selectedLines })
const fixIt = (key: string, selectedFix: unknown) => request(shop.app).post('/snippets/fixes').send({ key, selectedFix })
const statusOf = (key: ChallengeKey) => shop.ctx.training.row(key).codingChallengeStatus

async function challengeList(app = shop.app): Promise<{ key: string; tags: string | null; hasCodingChallenge: boolean; codingChallengeStatus: number }[]> {
  return (await request(app).get('/api/Challenges')).body.data
}

describe('GET /snippets and GET /snippets/:key', () => {
  it('lists exactly the challenges the score board offers a coding challenge for, each with a snippet and fixes', async () => {
    const challenges = await challengeList()
    const offered = challenges.filter((challenge) => challenge.hasCodingChallenge).map((challenge) => challenge.key)
    const tagged = challenges.filter((challenge) => challenge.tags?.includes('With Coding Challenge')).map((challenge) => challenge.key)
    expect(tagged).toEqual(offered)
    const listed = (await request(shop.app).get('/snippets').expect(200)).body.challenges
    expect(listed).toEqual(offered)
    expect(listed).toEqual(expect.arrayContaining([LOGIN, 'unionSqlInjectionChallenge', 'weakPasswordChallenge', 'exposedMetricsChallenge']))
    for (const key of listed) {
      expect((await request(shop.app).get(`/snippets/${key}`)).status, key).toBe(200)
      expect((await request(shop.app).get(`/snippets/fixes/${key}`)).body.fixes.length, key).toBeGreaterThanOrEqual(3)
    }
  })

  it('shows the marked region without markers and without the hidden lines, numbered from line 1', async () => {
    const { snippet } = (await request(shop.app).get(`/snippets/${LOGIN}`).expect(200)).body
    const lines = snippet.split('\n')
    expect(lines[1]).toMatch(/^export async function findUserByCredentials\(/)
    expect(lines[2]).toBe("  const query = `SELECT * FROM Users WHERE email = '${email}' AND password = '${md5(password)}' AND deletedAt IS NULL`")
    expect(snippet).not.toContain('vuln-code-snippet')
    const morty = (await request(shop.app).get('/snippets/resetPasswordMortyChallenge').expect(200)).body.snippet
    expect(morty).not.toContain('validate: false')
  })

  it.each([
    ['a key that is no challenge', 'noSuchChallenge'],
    ['a challenge without coding challenge', 'persistedXssUserChallenge'],
    ['a coding challenge that cannot be played yet', 'nftMintChallenge'],
  ])('answers 404 for %s', async (_case, key) => {
    const response = await request(shop.app).get(`/snippets/${key}`)
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ status: 'error', error: `No code challenge for challenge key: ${key}` })
  })

  it('answers 422 naming the problem when a region is broken', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pulp-broken-snippet-'))
    try {
      mkdirSync(join(root, 'apps/server/src'), { recursive: true })
      writeFileSync(join(root, 'apps/server/src/login.ts'), `// vuln-code-snippet start ${LOGIN}\nconst query = 1\n`)
      const ctx = createContext({ config: loadConfig('test') })
      ctx.codingChallenges = new CodingChallenges(CodingChallengeCatalog.load(root), ctx.training)
      const response = await request(createApp(ctx)).get(`/snippets/${LOGIN}`)
      expect(response.status).toBe(422)
      expect(response.body).toEqual({ status: 'error', error: `Broken code challenge for challenge key ${LOGIN}: Snippet "${LOGIN}": no end marker` })
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe('POST /snippets/verdict (find it)', () => {
  it('accepts the vuln line, alone or with the neutral line, raises the status to 1 once and announces it', async () => {
    expect((await findIt(LOGIN, [3])).body).toEqual({ verdict: true })
    expect((await findIt(LOGIN, [4, 3])).body).toEqual({ verdict: true })
    expect(statusOf(LOGIN)).toBe(1)
    expect(coded).toEqual([{ key: LOGIN, codingChallengeStatus: 1 }])
    const row = (await challengeList()).find((challenge) => challenge.key === LOGIN)
    expect(row).toMatchObject({ hasCodingChallenge: true, codingChallengeStatus: 1 })
  })

  it('wants every vuln line of a flaw that spans several', async () => {
    expect((await findIt('forgedReviewChallenge', [7])).body.verdict).toBe(false)
    expect((await findIt('forgedReviewChallenge', [7, 19])).body.verdict).toBe(true)
  })

  it('answers wrong selections with no hint first, then each hint in turn, then the vuln line itself', async () => {
    const wrongAnswers = [[], [4], [1, 3], [2], [5], [6]]
    const hints = []
    for (const lines of wrongAnswers) {
      const { body } = await findIt(LOGIN, lines)
      expect(body.verdict).toBe(false)
      hints.push(body.hint)
    }
    expect(loginHints).toHaveLength(3)
    expect(hints).toEqual([undefined, ...loginHints, 'The flaw is on line 3.', 'The flaw is on line 3.'])
    expect(statusOf(LOGIN)).toBe(0)
    expect(coded).toEqual([])
  })

  it('counts the wrong answers of each key and each shop apart', async () => {
    await findIt(LOGIN, [1])
    expect((await findIt(LOGIN, [1])).body.hint).toBe(loginHints[0])
    expect((await findIt('loginJimChallenge', [1])).body.hint).toBeUndefined()
    const other = createTestShop()
    expect((await request(other.app).post('/snippets/verdict').send({ key: LOGIN, selectedLines: [1] })).body.hint).toBeUndefined()
  })

  it('names several vuln lines in one sentence', () => {
    expect(vulnLinesSentence([7, 19])).toBe('The flaw spans lines 7 and 19.')
    expect(vulnLinesSentence([2, 5, 9])).toBe('The flaw spans lines 2, 5 and 9.')
  })

  it.each([
    ['no body', undefined],
    ['no lines', { key: LOGIN }],
    ['lines that are not numbers', { key: LOGIN, selectedLines: ['3'] }],
    ['line 0', { key: LOGIN, selectedLines: [0] }],
    ['an empty key', { key: '', selectedLines: [3] }],
  ])('refuses %s with a 400 that names the field', async (_case, body) => {
    const response = await request(shop.app).post('/snippets/verdict').send(body)
    expect(response.status).toBe(400)
    expect(response.body.status).toBe('error')
    expect(response.body.errors.length).toBeGreaterThan(0)
  })

  it('answers 404 for a key without a playable coding challenge', async () => {
    const response = await findIt('nftMintChallenge', [1])
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ status: 'error', error: 'No code challenge for challenge key: nftMintChallenge' })
  })
})

describe('GET /snippets/fixes/:key and POST /snippets/fixes (fix it)', () => {
  it('lists the fix options in their order', async () => {
    const { fixes } = (await request(shop.app).get(`/snippets/fixes/${LOGIN}`).expect(200)).body
    expect(fixes).toHaveLength(4)
    expect(fixes[3]).toContain('queries.boundRows<UserRow>(query, [email, md5(password)])')
    expect(fixes[0]).toMatch(/^\/\*\* The user with these credentials/)
  })

  it('explains a wrong choice without changing the status', async () => {
    const { body } = await fixIt(LOGIN, 0).expect(200)
    expect(body.verdict).toBe(false)
    expect(body.explanation).toMatch(/block-list/)
    expect(statusOf(LOGIN)).toBe(0)
  })

  it('accepts the correct fix, raises the status to 2 and announces it; a later find-it never lowers it', async () => {
    const { body } = await fixIt(LOGIN, 3).expect(200)
    expect(body).toEqual({ verdict: true, explanation: expect.stringMatching(/bound parameters/) })
    expect(statusOf(LOGIN)).toBe(2)
    expect((await findIt(LOGIN, [3])).body.verdict).toBe(true)
    expect(statusOf(LOGIN)).toBe(2)
    expect(coded).toEqual([{ key: LOGIN, codingChallengeStatus: 2 }])
  })

  it('keeps each key its own correct option', async () => {
    expect((await fixIt('loginJimChallenge', 0)).body.verdict).toBe(true)
    expect((await fixIt('loginBenderChallenge', 1)).body.verdict).toBe(true)
    expect((await fixIt('loginBenderChallenge', 0)).body.verdict).toBe(false)
  })

  it('answers 404 for a key without fixes', async () => {
    for (const response of [await request(shop.app).get('/snippets/fixes/nftMintChallenge'), await fixIt('nope', 0)]) {
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ error: 'No fixes found for the snippet!' })
    }
  })

  it.each([
    ['an option that does not exist', 4, /selectedFix must be between 0 and 3/],
    ['a negative option', -1, /selectedFix/],
    ['an option as text', '3', /selectedFix/],
  ])('refuses %s with a 400', async (_case, selectedFix, message) => {
    const response = await fixIt(LOGIN, selectedFix)
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toMatch(message)
    expect(statusOf(LOGIN)).toBe(0)
  })
})

describe('coding-challenge progress', () => {
  it('publishes the accuracy of each phase (1 / answers needed, averaged over the solved ones) in /metrics', async () => {
    await findIt(LOGIN, [1])
    await findIt(LOGIN, [3])
    await findIt('loginJimChallenge', [3])
    await findIt('loginJimChallenge', [1]) // after the solve: no longer counts
    await fixIt(LOGIN, 0)
    await fixIt(LOGIN, 1)
    await fixIt(LOGIN, 2)
    await fixIt(LOGIN, 3)
    const metrics = (await request(shop.app).get('/metrics').set('User-Agent', 'Prometheus/2.53.0')).text
    expect(metrics).toContain('juiceshop_coding_challenges_accuracy{phase="find_it",app="juiceshop"} 0.75')
    expect(metrics).toContain('juiceshop_coding_challenges_accuracy{phase="fix_it",app="juiceshop"} 0.25')
  })

  it('survives a restart through the find-it and fix-it continue codes', async () => {
    await findIt(LOGIN, [3])
    await fixIt('unionSqlInjectionChallenge', 1)
    const findItCode = (await request(shop.app).get('/rest/continue-code-findIt')).body.continueCode
    const fixItCode = (await request(shop.app).get('/rest/continue-code-fixIt')).body.continueCode

    const restarted = createTestShop()
    await request(restarted.app).put(`/rest/continue-code-fixIt/apply/${fixItCode}`).expect(200)
    await request(restarted.app).put(`/rest/continue-code-findIt/apply/${findItCode}`).expect(200)
    const statuses = Object.fromEntries((await challengeList(restarted.app)).map((challenge) => [challenge.key, challenge.codingChallengeStatus]))
    expect(statuses[LOGIN]).toBe(1)
    expect(statuses.unionSqlInjectionChallenge).toBe(2)
    expect(Object.values(statuses).filter((status) => status > 0)).toHaveLength(2)
  })

  it('offers no coding challenge for a challenge that cannot be played', async () => {
    // a shop whose context registers no detectors: every challenge is unavailable (disabledEnv "Pulp")
    const app = createApp(createContext({ config: loadConfig('test'), features: [] }))
    const row = (await challengeList(app)).find((challenge) => challenge.key === LOGIN)
    expect(row).toMatchObject({ hasCodingChallenge: false })
    expect((await request(app).get(`/snippets/${LOGIN}`)).status).toBe(404)
    expect((await request(app).get('/snippets')).body.challenges).not.toContain(LOGIN)
  })

  it('sends "code challenge solved" to the browsers', async () => {
    const server = createServer(shop.app)
    attachRealtime(server, shop.ctx)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const socket: Socket<ServerToClientEvents> = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { transports: ['websocket'], forceNew: true })
    try {
      await new Promise((resolve) => socket.once('connect', () => resolve(undefined)))
      const announced = new Promise((resolve) => socket.once('code challenge solved', resolve))
      await fixIt(LOGIN, 3)
      expect(await announced).toEqual({ key: LOGIN, codingChallengeStatus: 2 })
    } finally {
      socket.close()
      server.close()
    }
  })
})
