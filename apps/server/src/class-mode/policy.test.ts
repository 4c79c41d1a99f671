import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestShop } from '../testing/test-app'
import { createTestClass, solvedFor, type TestClass, type TestTeam } from './class-mode.testing'
import { CLASS_MODE_HOST_FILES, CLASS_MODE_REASON, CLASS_MODE_SANDBOXABLE } from './policy'

let testClass: TestClass
afterEach(async () => {
  await testClass?.close()
})

const ENDLESS_LOOP = '(function dos() { while (true); })()'
const CHATBOT_KILLER = 'admin"); process=null; users.addUser("1337", "test'

async function jimsBearer(team: TestTeam): Promise<string> {
  const login = await request(team.target).post('/rest/user/login').send({ email: 'jim@juice-sh.op', password: 'ncc-1701' })
  return `Bearer ${login.body.authentication.token}`
}

const b2bOrder = async (team: TestTeam, orderLinesData: string) =>
  request(team.target).post('/b2b/v2/orders').set('Authorization', await jimsBearer(team)).set('Accept', 'application/json').send({ cid: 'JS0815DE', orderLinesData })

const chat = async (team: TestTeam, body: object) =>
  request(team.target).post('/rest/chatbot/respond').set('Authorization', await jimsBearer(team)).send(body)

async function disabledReasons(team: TestTeam): Promise<Map<string, string | null>> {
  const challenges = (await request(team.target).get('/api/Challenges/')).body.data as { key: string; disabledEnv: string | null }[]
  return new Map(challenges.map((challenge) => [challenge.key, challenge.disabledEnv]))
}

describe('the class-mode policy for dangerous challenges', () => {
  it('switches them off by default, with the class-mode reason, and they take their safe path', async () => {
    testClass = createTestClass()
    const team = await testClass.join('Careful Team')
    const reasons = await disabledReasons(team)
    for (const key of [...CLASS_MODE_SANDBOXABLE, ...CLASS_MODE_HOST_FILES]) expect([key, reasons.get(key)]).toEqual([key, CLASS_MODE_REASON])
    expect(reasons.get('loginAdminChallenge')).toBeNull()

    const loop = await b2bOrder(team, ENDLESS_LOOP)
    expect(loop.status).toBe(200)
    expect(await solvedFor(team, 'rceChallenge')).toBe(false)

    expect((await chat(team, { action: 'setname', query: CHATBOT_KILLER })).status).toBe(200)
    const stillTalking = await chat(team, { query: 'hello' })
    expect(stillTalking.body.body).not.toMatch(/recover from/)
    expect(await solvedFor(team, 'killChatbotChallenge')).toBe(false)
  })

  it('lets them run in their sandbox with dangerousChallenges: sandboxed, except those that read the host\'s files', async () => {
    testClass = createTestClass({ classMode: { dangerousChallenges: 'sandboxed' } })
    const team = await testClass.join('Daring Team')
    const reasons = await disabledReasons(team)
    for (const key of CLASS_MODE_SANDBOXABLE) expect([key, reasons.get(key)]).toEqual([key, null])
    for (const key of CLASS_MODE_HOST_FILES) expect([key, reasons.get(key)]).toEqual([key, CLASS_MODE_REASON])

    const loop = await b2bOrder(team, ENDLESS_LOOP)
    expect(loop.status).toBe(400)
    expect(loop.body.error.message).toBe('Infinite loop detected - reached max iterations')
    expect(await solvedFor(team, 'rceChallenge')).toBe(true)
    await chat(team, { action: 'setname', query: CHATBOT_KILLER })
    await chat(team, { query: 'hello' })
    expect(await solvedFor(team, 'killChatbotChallenge')).toBe(true)
  })

  it('leaves the single shop alone', async () => {
    const shop = createTestShop({ classMode: { dangerousChallenges: 'off' } })
    const reasons = shop.ctx.db.prepare('SELECT disabledEnv FROM Challenges WHERE disabledEnv = ?').all(CLASS_MODE_REASON)
    expect(reasons).toEqual([])
  })
})
