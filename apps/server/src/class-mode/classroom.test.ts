import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { usersAttacks } from '../features/users/users.attacks'
import { Classroom } from './classroom'
import { classConfig, createTestClass, solvedFor, type TestClass, type TestTeam } from './class-mode.testing'
import type { RosterChange } from './trainer/roster'

let testClass: TestClass
afterEach(async () => {
  await testClass?.close()
})

const IDLE_MINUTES = 5
const idleLongEnough = () => (testClass.clock.now += IDLE_MINUTES * 60_000 + 1)
const isInMemory = (team: TestTeam) => testClass.classroom.teams().find((summary) => summary.id === team.id)?.inMemory

/** Solves the score board challenge and Login Admin, and takes Find It for Login Admin's coding challenge. */
async function makeProgress(team: TestTeam): Promise<void> {
  await request(team.target).get('/assets/public/images/padding/1px.png').set('Referer', 'http://localhost:3000/')
  await usersAttacks.loginAdminChallenge(team.target)
  // line 3 of Login Admin's snippet is the string-built query (training/snippets.test.ts)
  const found = await request(team.target).post('/snippets/verdict').send({ key: 'loginAdminChallenge', selectedLines: [3] })
  expect(found.body.verdict).toBe(true)
}

const codingStatusOf = async (team: TestTeam, key: string) =>
  (await request(team.target).get(`/api/Challenges/?key=${key}`)).body.data[0].codingChallengeStatus

describe('an idle team', () => {
  it('leaves memory after idleMinutes and comes back on its next request with its progress', async () => {
    testClass = createTestClass({ classMode: { idleMinutes: IDLE_MINUTES } })
    const [idle, busy] = [await testClass.join('Idle Team'), await testClass.join('Busy Team')]
    await makeProgress(idle)
    await request(busy.target).get('/rest/products/search?q=')
    expect(testClass.classroom.shopsInMemory).toBe(2)

    testClass.clock.now += IDLE_MINUTES * 60_000 - 1000
    await request(busy.target).get('/rest/products/search?q=')
    testClass.clock.now += 2000
    const seenByTrainer: { teamId: string; inMemory?: boolean }[] = []
    testClass.classroom.subscribe((change) => change.type === 'team active' && seenByTrainer.push({ teamId: change.teamId, inMemory: isInMemory({ id: change.teamId } as TestTeam) }))
    expect(await testClass.classroom.evictIdle()).toBe(1)
    expect(isInMemory(idle)).toBe(false)
    expect(isInMemory(busy)).toBe(true)
    expect(seenByTrainer).toEqual([{ teamId: idle.id, inMemory: false }])

    expect(await solvedFor(idle, 'scoreBoardChallenge')).toBe(true)
    expect(await solvedFor(idle, 'loginAdminChallenge')).toBe(true)
    expect(await codingStatusOf(idle, 'loginAdminChallenge')).toBe(1)
    expect(isInMemory(idle)).toBe(true)
    expect(seenByTrainer).toContainEqual({ teamId: idle.id, inMemory: true })
    // a comeback is quiet: no notification waits for the team's browsers
    const shop = testClass.classroom.shopOf(idle.id)
    expect(shop.ctx.training.notifications.replay()).toEqual([])
  })

  it('has its shop closed on eviction: database closed, what it held open released', async () => {
    testClass = createTestClass({ classMode: { idleMinutes: IDLE_MINUTES } })
    const team = await testClass.join('Idle Team')
    await usersAttacks.loginAdminChallenge(team.target)
    const { ctx } = testClass.classroom.shopOf(team.id)
    idleLongEnough()
    await testClass.classroom.evictIdle()
    expect(ctx.lifecycle.closed).toBe(true)
    expect(ctx.db.open).toBe(false)
  })
})

describe('a restart', () => {
  it('restores every team from the class folder: same cookie, same solves, coding progress and times', async () => {
    testClass = createTestClass()
    const team = await testClass.join('Steady Team', 'steady-code')
    await makeProgress(team)
    const before = testClass.classroom.teams()

    testClass = await testClass.restart()
    expect(testClass.classroom.shopsInMemory).toBe(0)
    expect(testClass.classroom.teams()).toEqual(before.map((summary) => ({ ...summary, inMemory: false })))
    const sameBrowser: TestTeam = { ...team, target: (req, res) => {
      req.headers.cookie = team.cookie
      testClass.app(req as never, res as never)
    } }
    expect(await solvedFor(sameBrowser, 'loginAdminChallenge')).toBe(true)
    expect(await codingStatusOf(sameBrowser, 'loginAdminChallenge')).toBe(1)
    expect((await request(testClass.app).post('/class/join').send({ name: 'Steady Team', passcode: 'steady-code' })).status).toBe(200)
  })

  it('keeps what a team restored with its own continue codes, coding progress included', async () => {
    testClass = createTestClass()
    const [giver, taker] = [await testClass.join('Giving Team'), await testClass.join('Taking Team')]
    await makeProgress(giver)
    for (const kind of ['', '-findIt']) {
      const { continueCode } = (await request(giver.target).get(`/rest/continue-code${kind}`)).body
      expect((await request(taker.target).put(`/rest/continue-code${kind}/apply/${continueCode}`)).status).toBe(200)
    }
    testClass = await testClass.restart()
    const takerAgain: TestTeam = { ...taker, target: (req, res) => {
      req.headers.cookie = taker.cookie
      testClass.app(req as never, res as never)
    } }
    expect(await solvedFor(takerAgain, 'loginAdminChallenge')).toBe(true)
    expect(await codingStatusOf(takerAgain, 'loginAdminChallenge')).toBe(1)
  })

  it('stops with a clear message when teams.json cannot be read, instead of starting an empty class over it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'pulp-class-'))
    try {
      writeFileSync(join(folder, 'teams.json'), '{"teams": [')
      expect(() => new Classroom({ folder, config: classConfig() })).toThrow(/teams\.json cannot be read .*fix or remove it/)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe('the trainer\'s roster', () => {
  it('announces joins, solves, resets and removals', async () => {
    testClass = createTestClass()
    const changes: RosterChange[] = []
    const unsubscribe = testClass.classroom.subscribe((change) => changes.push(change))
    const team = await testClass.join('Watched Team')
    await usersAttacks.loginAdminChallenge(team.target)
    await testClass.classroom.resetTeam(team.id)
    await testClass.classroom.removeTeam(team.id)
    unsubscribe()
    await testClass.join('Unwatched Team')
    expect(changes.filter((change) => change.type !== 'team active')).toEqual([
      { type: 'team joined', teamId: team.id },
      { type: 'challenge solved', teamId: team.id, key: 'loginAdminChallenge', solvedAt: expect.any(Date) },
      { type: 'team reset', teamId: team.id },
      { type: 'team removed', teamId: team.id },
    ])
  })

  it('resets a team to a fresh shop, keeping its name and passcode', async () => {
    testClass = createTestClass()
    const team = await testClass.join('Reset Team', 'reset-code')
    await makeProgress(team)
    await request(team.target).post('/api/Users/').send({ email: 'mine@example.com', password: 'mine-secret', passwordRepeat: 'mine-secret' }).expect(201)
    await request(team.target).post('/rest/basket/1/checkout')
    await testClass.classroom.resetTeam(team.id)

    expect(testClass.classroom.teams()).toEqual([expect.objectContaining({ id: team.id, name: 'Reset Team', solves: [], inMemory: false })])
    expect(await solvedFor(team, 'loginAdminChallenge')).toBe(false)
    expect(await codingStatusOf(team, 'loginAdminChallenge')).toBe(0)
    expect((await request(team.target).post('/rest/user/login').send({ email: 'mine@example.com', password: 'mine-secret' })).status).toBe(401)
    expect((await request(testClass.app).post('/class/join').send({ name: 'Reset Team', passcode: 'reset-code' })).status).toBe(200)
  })

  it('removes a team: its shop, its files and its cookie are gone', async () => {
    testClass = createTestClass()
    const [gone, stays] = [await testClass.join('Gone Team'), await testClass.join('Staying Team')]
    await request(gone.target).get('/rest/products/search?q=anything')
    await request(stays.target).get('/rest/products/search?q=anything')
    expect(readdirSync(join(testClass.folder, 'teams')).sort()).toEqual([gone.id, stays.id].sort())

    await testClass.classroom.removeTeam(gone.id)
    expect(testClass.classroom.teams().map((team) => team.name)).toEqual(['Staying Team'])
    expect(existsSync(join(testClass.folder, 'teams', gone.id))).toBe(false)
    expect((await request(gone.target).get('/rest/products/search?q=').set('Accept', 'application/json')).status).toBe(401)
    expect((await request(gone.target).get('/').set('Accept', 'text/html')).headers.location).toBe('/class/join')
    expect((await request(stays.target).get('/rest/products/search?q=')).status).toBe(200)
    await expect(testClass.classroom.resetTeam(gone.id)).rejects.toThrow(/Unknown team/)
  })
})
