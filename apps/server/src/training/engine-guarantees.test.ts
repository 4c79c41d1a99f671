import { ctfFlag, DEFAULT_CTF_KEY } from '@pulp/challenges'
import type { ChallengeSolvedNotification } from '@pulp/shared'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp, createContext } from '../app'
import { loadConfig } from '../config/load'
import type { AppContext } from '../context'
import { createTestShop } from '../testing/test-app'
import { detectEnvironment, type HostProbe } from './availability'

/**
 * What trainers and CTF organisers rely on, one configuration knob at a time, asserted as a player (notifications,
 * /api/Challenges, the shop's configuration) or MultiJuicer (the solutions webhook) sees it.
 */

const SCORE_BOARD_FLAG = '2614339936e8282e2f820f023d4d998a1f95e02a'
const OUTSIDE_CONTAINERS = { docker: false, heroku: false, windows: false }

/** Collects the solved notifications a browser would receive. */
function listen(ctx: AppContext): ChallengeSolvedNotification[] {
  const sent: ChallengeSolvedNotification[] = []
  ctx.training.notifications.attach({ challengeSolved: (notification) => sent.push(notification), codeChallengeSolved: () => {} })
  return sent
}

function shopWithProfile(profile: string) {
  const ctx = createContext({ config: loadConfig(profile), environment: OUTSIDE_CONTAINERS })
  return { ctx, app: createApp(ctx) }
}

describe('CTF_KEY', () => {
  afterEach(() => {
    delete process.env.CTF_KEY
  })

  it.each([
    ['unset: the key file', undefined, SCORE_BOARD_FLAG],
    ['empty: still the key file', '', SCORE_BOARD_FLAG],
    ['set: overrides the key file', 'our-event-2026', ctfFlag('Score Board', 'our-event-2026')],
  ])('%s', (_case, key, flag) => {
    if (key !== undefined) process.env.CTF_KEY = key
    const { ctx } = createTestShop()
    const sent = listen(ctx)
    ctx.training.solve('scoreBoardChallenge')
    expect(sent[0]?.flag).toBe(flag)
    if (key) expect(flag).not.toBe(ctfFlag('Score Board', DEFAULT_CTF_KEY))
  })
})

describe('configuration profiles', () => {
  it.each([
    ['default', { hidden: false, showFlags: false }],
    ['quiet', { hidden: true, showFlags: false }],
    ['ctf', { hidden: false, showFlags: true }],
  ])('%s: solved notifications and flags', async (profile, { hidden, showFlags }) => {
    const { ctx, app } = shopWithProfile(profile)
    const sent = listen(ctx)
    ctx.training.solve('scoreBoardChallenge')
    expect(sent).toMatchObject([{ key: 'scoreBoardChallenge', hidden, flag: SCORE_BOARD_FLAG }])
    const { config } = (await request(app).get('/rest/admin/application-configuration')).body
    expect(config.challenges.showSolvedNotifications).toBe(!hidden)
    expect(config.ctf.showFlagsInNotifications).toBe(showFlags)
  })
})

describe('codingChallengesEnabled', () => {
  it.each([
    ['never', false],
    ['solved', true],
    ['always', true],
  ] as const)('%s: the solved notification offers the coding challenge: %s', async (setting, offered) => {
    const { ctx, app } = createTestShop({ challenges: { codingChallengesEnabled: setting } })
    const sent = listen(ctx)
    ctx.training.solve('scoreBoardChallenge')
    ctx.training.solve('passwordHashLeakChallenge')
    expect(sent.map((notification) => notification.codingChallenge)).toEqual([offered, false])
    const { config } = (await request(app).get('/rest/admin/application-configuration')).body
    expect(config.challenges.codingChallengesEnabled).toBe(setting)
  })

  it('leaves /api/Challenges to say which challenges have one; the web app applies the setting', async () => {
    const answers = await Promise.all(
      (['never', 'solved', 'always'] as const).map(async (setting) => {
        const { app } = createTestShop({ challenges: { codingChallengesEnabled: setting } })
        const { data } = (await request(app).get('/api/Challenges')).body as { data: { key: string; hasCodingChallenge: boolean }[] }
        return data.map(({ key, hasCodingChallenge }) => `${key}:${hasCodingChallenge}`)
      }),
    )
    expect(answers[0]).toContain('passwordHashLeakChallenge:false')
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
  })
})

describe('safetyMode', () => {
  const host = (files: string[], cgroup = '0::/'): HostProbe => ({
    exists: (path) => files.includes(path),
    read: (path) => (path === '/proc/self/cgroup' ? cgroup : ''),
    env: {},
    platform: 'linux',
  })
  const HOSTS = {
    'a Docker container (/.dockerenv)': host(['/.dockerenv']),
    'a Podman container (/run/.containerenv)': host(['/run/.containerenv']),
    'an older Docker host (only the cgroup says so)': host([], '12:pids:/docker/4f1c0e'),
    'a plain machine': host([]),
  }

  it.each([
    ['enabled', 'a plain machine', 'Safety Mode'],
    ['enabled', 'a Docker container (/.dockerenv)', 'Safety Mode'],
    ['disabled', 'a Docker container (/.dockerenv)', null],
    ['disabled', 'a Podman container (/run/.containerenv)', null],
    ['auto', 'a Docker container (/.dockerenv)', 'Docker'],
    ['auto', 'a Podman container (/run/.containerenv)', 'Docker'],
    ['auto', 'an older Docker host (only the cgroup says so)', 'Docker'],
    ['auto', 'a plain machine', null],
  ] as const)('%s on %s: a dangerous challenge is switched off because of %s', async (safetyMode, where, reason) => {
    const config = loadConfig('test', { challenges: { safetyMode } })
    const ctx = createContext({ config, environment: detectEnvironment(HOSTS[where]) })
    const { data } = (await request(createApp(ctx)).get('/api/Challenges?key=persistedXssUserChallenge')).body
    expect(data[0].disabledEnv).toBe(reason)
    expect(data[0].description.includes('potentially harmful')).toBe(reason !== null)
    ctx.training.solve('persistedXssUserChallenge')
    expect(ctx.training.isSolved('persistedXssUserChallenge')).toBe(reason === null)
  })
})

describe('solving and the solutions webhook', () => {
  let posted: Record<string, { challenge: string; [field: string]: unknown }>[]

  beforeEach(() => {
    posted = []
    process.env.SOLUTIONS_WEBHOOK = 'http://multijuicer.invalid/solutions'
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      posted.push(JSON.parse(String(init?.body)))
      return new Response(null, { status: 200 })
    })
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') })
  })

  afterEach(() => {
    delete process.env.SOLUTIONS_WEBHOOK
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('solves a challenge once: detecting it again neither notifies nor posts again', () => {
    const { ctx } = createTestShop()
    const sent = listen(ctx)
    ctx.training.solve('scoreBoardChallenge')
    ctx.training.solve('scoreBoardChallenge')
    expect(sent).toHaveLength(1)
    expect(posted.map((body) => body.solution.challenge)).toEqual(['scoreBoardChallenge'])
  })

  it('posts nothing for a restore from a continue code, though the browser is told', async () => {
    const { ctx, app } = createTestShop()
    const sent = listen(ctx)
    const code = 'yXjv6Z5jWJnzD6a3YvmwPRXK7roAyzHDde2Og19yEN84plqxkMBbLVQrDeoY' // ids 1 and 2
    await request(app).put(`/rest/continue-code/apply/${code}`).expect(200)
    expect(sent.map(({ key, isRestore }) => `${key}:${isRestore}`)).toEqual(['passwordHashLeakChallenge:true', 'restfulXssChallenge:true'])
    expect(posted).toEqual([])
  })

  it('carries the unlocked hints and the cheat scores of each solve', () => {
    const { ctx } = createTestShop()
    const scoreBoard = ctx.training.row('scoreBoardChallenge')
    ctx.db.prepare('UPDATE Hints SET unlocked = 1 WHERE ChallengeId = ? AND "order" = 1').run(scoreBoard.id)
    vi.advanceTimersByTime(30 * 60_000) // half an hour of looking for the score board: plausible
    ctx.training.solve('scoreBoardChallenge')
    ctx.training.solve('passwordHashLeakChallenge') // a 2-star challenge in the same second: not plausible
    const hintsOfScoreBoard = ctx.db.prepare('SELECT COUNT(*) AS count FROM Hints WHERE ChallengeId = ?').get(scoreBoard.id) as { count: number }
    expect(posted.map((body) => body.solution)).toMatchObject([
      { challenge: 'scoreBoardChallenge', hintsAvailable: hintsOfScoreBoard.count, hintsUnlocked: 1, cheatScore: 0, totalCheatScore: 0 },
      { challenge: 'passwordHashLeakChallenge', hintsUnlocked: 0, cheatScore: 1, totalCheatScore: 0.5 },
    ])
    expect(posted[0]).toMatchObject({ ctfFlag: SCORE_BOARD_FLAG, issuer: { version: '20.1.1' } })
  })

  it.each([
    ['shown in the browser (Referer, image request) with cheat score 0', { Referer: 'http://localhost:3000/', 'Sec-Fetch-Dest': 'image' }, 0],
    ['fetched without a Referer with cheat score 1', {}, 1],
    ['opened as a document of its own with cheat score 1', { Referer: 'http://localhost:3000/', 'Sec-Fetch-Dest': 'document' }, 1],
  ])('scores a page pixel %s, and /metrics shows the total', async (_case, headers, cheatScore) => {
    const { app } = createTestShop()
    vi.advanceTimersByTime(30 * 60_000)
    await request(app).get('/assets/public/images/padding/1px.png').set(headers)
    expect(posted.map((body) => body.solution)).toMatchObject([{ challenge: 'scoreBoardChallenge', cheatScore }])
    const metrics = (await request(app).get('/metrics').set('User-Agent', 'Prometheus/3.0')).text // a scraper solves nothing
    expect(metrics).toMatch(new RegExp(`^juiceshop_cheat_score\\{app="juiceshop"\\} ${cheatScore}$`, 'm'))
  })
})
