import { request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import supertest from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeRoster } from './trainer.testing'
import { createTrainerRouter, type TrainerRouterOptions } from './router'
import type { Board } from './board'

const PASSCODE = 'correct horse battery'
const CHALLENGES = [
  { key: 'scoreBoardChallenge', name: 'Score Board', difficulty: 1, category: 'Miscellaneous' },
  { key: 'loginAdminChallenge', name: 'Login Admin', difficulty: 2, category: 'Injection' },
  { key: 'nullByteChallenge', name: 'Poison Null Byte', difficulty: 4, category: 'Improper Input Validation' },
] as const
const SAME_ORIGIN = { origin: 'http://class.test' }

function setUp(options: Partial<TrainerRouterOptions> = {}) {
  const roster = new FakeRoster()
  const app = express()
  app.use('/class/trainer', createTrainerRouter(roster, { passcode: PASSCODE, challenges: CHALLENGES, ...options }))
  const agent = supertest.agent(app).set('host', 'class.test')
  return { roster, app, agent }
}

type Agent = ReturnType<typeof setUp>['agent']
const signIn = (agent: Agent, passcode = PASSCODE) =>
  agent.post('/class/trainer/login').set(SAME_ORIGIN).type('form').send({ passcode })

describe('trainer sign-in', () => {
  it('shows a labelled passcode form to a visitor without a session, and no board', async () => {
    const { agent, roster } = setUp()
    roster.addTeam('t1', 'Team One')
    const page = await agent.get('/class/trainer/').expect(200)
    expect(page.text).toContain('<label for="passcode">Trainer passcode</label>')
    expect(page.text).toContain('<html lang="en" dir="ltr">')
    expect(page.text).not.toContain('Team One')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    await agent.get('/class/trainer/board.json').expect(401)
    await agent.get('/class/trainer/scores.csv').expect(401)
    await agent.get('/class/trainer/events').expect(401)
  })

  it('signs in with the passcode: an HttpOnly, SameSite=Strict cookie, then the dashboard', async () => {
    const { agent } = setUp()
    const login = await signIn(agent).expect(303)
    expect(login.headers.location).toBe('/class/trainer/')
    const cookie = String(login.headers['set-cookie'])
    expect(cookie).toMatch(/^pulp_trainer=/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/class/trainer')
    const page = await agent.get('/class/trainer/').expect(200)
    expect(page.text).toContain('<title>Trainer dashboard</title>')
    expect(page.text).toContain('src="/class/trainer/dashboard.js"')
    await agent.get('/class/trainer/board.json').expect(200)
  })

  it('refuses a wrong passcode with a clear message, and a forged cookie', async () => {
    const { agent, app } = setUp()
    const wrong = await signIn(agent, 'guess').expect(401)
    expect(wrong.text).toContain('That passcode is not right.')
    expect(wrong.headers['set-cookie']).toBeUndefined()
    await supertest(app).get('/class/trainer/board.json').set('cookie', 'pulp_trainer=9999999999999.abc.forged').expect(401)
  })

  it('answers 429 after five wrong passcodes, even to the right one, until the window has passed', async () => {
    let now = Date.parse('2026-01-01T10:00:00Z')
    const { agent } = setUp({ now: () => new Date(now), loginWindowMs: 60_000 })
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(agent, `guess ${attempt}`).expect(401)
    const refused = await signIn(agent).expect(429)
    expect(refused.text).toContain('Too many wrong passcodes')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    now += 61_000
    await signIn(agent).expect(303)
  })

  it('lets nobody in when the passcode is empty', async () => {
    const { agent } = setUp({ passcode: '' })
    await signIn(agent, '').expect(401)
  })

  it('shows the page in the language asked for: ?lang= (kept in the cookie), then cookie, then Accept-Language', async () => {
    const { agent, app } = setUp()
    const german = await agent.get('/class/trainer/').set('accept-language', 'de-DE,de;q=0.9,en;q=0.5').expect(200)
    expect(german.text).toContain('<html lang="de-DE" dir="ltr">')
    expect(german.text).not.toContain('>Trainer passcode<')
    const arabic = await agent.get('/class/trainer/?lang=ar_SA').set('accept-language', 'de').expect(200)
    expect(arabic.text).toContain('<html lang="ar-SA" dir="rtl">')
    expect(String(arabic.headers['set-cookie'])).toMatch(/^language=ar_SA; .*Path=\//)
    const japanese = await supertest(app).get('/class/trainer/').set('cookie', 'language=ja_JP').set('accept-language', 'de').expect(200)
    expect(japanese.text).toContain('<html lang="ja-JP"')
  })
})

describe('trainer dashboard data', () => {
  it('board.json: challenges by difficulty with solve counts, teams with solves, score by difficulty and total', async () => {
    const { agent, roster } = setUp({ now: () => new Date('2026-01-01T11:00:00Z') })
    roster.addTeam('a', 'Alpha')
    roster.addTeam('b', 'Bravo')
    roster.solve('a', 'scoreBoardChallenge', new Date('2026-01-01T10:01:00Z'))
    roster.solve('a', 'nullByteChallenge', new Date('2026-01-01T10:30:00Z'))
    roster.solve('b', 'scoreBoardChallenge', new Date('2026-01-01T10:02:00Z'))
    await signIn(agent)
    const board = (await agent.get('/class/trainer/board.json').expect(200)).body as Board
    expect(board.generatedAt).toBe('2026-01-01T11:00:00.000Z')
    expect(board.challenges.map(({ key, solveCount }) => [key, solveCount])).toEqual([
      ['scoreBoardChallenge', 2],
      ['loginAdminChallenge', 0],
      ['nullByteChallenge', 1],
    ])
    const alpha = board.teams.find((team) => team.id === 'a')
    expect(alpha).toMatchObject({
      name: 'Alpha',
      inMemory: true,
      solves: { scoreBoardChallenge: '2026-01-01T10:01:00.000Z', nullByteChallenge: '2026-01-01T10:30:00.000Z' },
      solvedByDifficulty: [1, 0, 0, 1, 0, 0],
      total: 2,
      lastActivity: '2026-01-01T10:30:00.000Z',
    })
    expect(board.teams.find((team) => team.id === 'b')?.total).toBe(1)
  })

  it('the event stream delivers a solve as it happens, and unsubscribes when the trainer leaves', async () => {
    const { app, agent, roster } = setUp({ heartbeatMs: 50 })
    roster.addTeam('a', 'Alpha')
    const cookie = String((await signIn(agent)).headers['set-cookie']).split(';')[0] ?? ''
    const server = app.listen(0, '127.0.0.1')
    servers.push(server)
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: '/class/trainer/events', headers: { cookie } }, resolve).on('error', reject).end()
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/event-stream')
    let received = ''
    response.setEncoding('utf8')
    const arrived = (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => (received.includes(text) ? resolve() : undefined)
        response.on('data', (chunk: string) => {
          received += chunk
          check()
        })
        check()
      })
    await arrived('retry:')
    expect(roster.listenerCount).toBe(1)
    roster.solve('a', 'loginAdminChallenge', new Date('2026-01-01T10:09:00Z'))
    await arrived('"challenge solved"')
    expect(received).toContain('event: change\ndata: {"type":"challenge solved","teamId":"a","key":"loginAdminChallenge","solvedAt":"2026-01-01T10:09:00.000Z"}\n\n')
    await arrived(': heartbeat')
    response.destroy()
    await expect.poll(() => roster.listenerCount).toBe(0)
  })

  it('scores.csv quotes per RFC 4180 and neutralises formulas in team names', async () => {
    const { agent, roster } = setUp()
    roster.addTeam('a', '=HYPERLINK("http://evil.test","click")')
    roster.addTeam('b', 'Smith, "the" team')
    roster.addTeam('c', '@SUM(A1)')
    roster.addTeam('d', '-2+3')
    roster.solve('b', 'scoreBoardChallenge', new Date('2026-01-01T10:01:00Z'))
    await signIn(agent)
    const csv = await agent.get('/class/trainer/scores.csv').expect(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toContain('attachment')
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('Team,Joined,Last activity,★1,★2,★3,★4,★5,★6,Total,Score Board,Login Admin,Poison Null Byte')
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.test"",""click"")",2026-01-01T10:00:00.000Z,2026-01-01T10:00:00.000Z,0,0,0,0,0,0,0,,,`)
    expect(lines[2]).toBe('"Smith, ""the"" team",2026-01-01T10:00:00.000Z,2026-01-01T10:01:00.000Z,1,0,0,0,0,0,1,2026-01-01T10:01:00.000Z,,')
    expect(lines[3]?.startsWith("'@SUM(A1),")).toBe(true)
    expect(lines[4]?.startsWith("'-2+3,")).toBe(true)
    expect(lines[5]).toBe('')
  })

  it('embeds team names in the page as inert JSON: no tag of a name reaches the HTML', async () => {
    const { agent, roster } = setUp()
    roster.addTeam('x', '</script><script>alert(1)</script><img src=x onerror=alert(2)>')
    await signIn(agent)
    const page = await agent.get('/class/trainer/').expect(200)
    expect(page.text).not.toContain('<script>alert(1)')
    expect(page.text).not.toContain('<img src=x')
    const data = /<script type="application\/json" id="trainer-data">([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? ''
    const parsed = JSON.parse(data) as { board: Board }
    expect(parsed.board.teams[0]?.name).toBe('</script><script>alert(1)</script><img src=x onerror=alert(2)>')
  })

  it('serves the dashboard script and styles', async () => {
    const { agent } = setUp()
    const script = await agent.get('/class/trainer/dashboard.js').expect(200)
    expect(script.headers['content-type']).toContain('text/javascript')
    expect(script.text).toContain('new EventSource(')
    await agent.get('/class/trainer/dashboard.css').expect(200).expect('content-type', /text\/css/)
  })
})

describe('trainer actions', () => {
  it('reset and remove call the roster for that team only', async () => {
    const { agent, roster } = setUp()
    roster.addTeam('a', 'Alpha')
    roster.addTeam('b', 'Bravo')
    roster.solve('a', 'scoreBoardChallenge')
    await signIn(agent)
    await agent.post('/class/trainer/teams/a/reset').set(SAME_ORIGIN).expect(200, { status: 'success' })
    expect(roster.resets).toEqual(['a'])
    await agent.post('/class/trainer/teams/b/remove').set(SAME_ORIGIN).expect(200)
    expect(roster.removals).toEqual(['b'])
    const board = (await agent.get('/class/trainer/board.json')).body as Board
    expect(board.teams.map(({ id, total }) => [id, total])).toEqual([['a', 0]])
    await agent.post('/class/trainer/teams/nobody/reset').set(SAME_ORIGIN).expect(404)
  })

  it('refuses cross-site and origin-less requests (403), and requests without a session (401)', async () => {
    const { agent, app, roster } = setUp()
    roster.addTeam('a', 'Alpha')
    await signIn(agent)
    await agent.post('/class/trainer/teams/a/reset').set('origin', 'http://evil.test').expect(403)
    await agent.post('/class/trainer/teams/a/remove').expect(403)
    await agent.post('/class/trainer/teams/a/remove').set('referer', 'http://evil.test/page').expect(403)
    await signIn(agent).set('origin', 'http://evil.test').expect(403)
    await supertest(app).post('/class/trainer/teams/a/reset').set('host', 'class.test').set(SAME_ORIGIN).expect(401)
    expect(roster.resets).toEqual([])
    expect(roster.removals).toEqual([])
  })

  it('signs out', async () => {
    const { agent } = setUp()
    await signIn(agent)
    await agent.post('/class/trainer/logout').set(SAME_ORIGIN).expect(303)
    await agent.get('/class/trainer/board.json').expect(401)
  })
})

const servers: { close: () => void }[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})
