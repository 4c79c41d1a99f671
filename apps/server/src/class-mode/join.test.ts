import { readFileSync } from 'node:fs'
import { Router } from 'express'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { createClassApp } from './class-app'
import { createTestClass, teamCookieOf, type TestClass } from './class-mode.testing'
import { JOIN_ATTEMPT_LIMIT } from './join-attempts'

let testClass: TestClass
afterEach(async () => {
  await testClass?.close()
})

const join = (body: unknown, headers: Record<string, string> = {}) =>
  request(testClass.app).post('/class/join').set(headers).send(body as object)

describe('the join page', () => {
  it('is a labelled form in the language the browser asks for', async () => {
    testClass = createTestClass()
    const english = await request(testClass.app).get('/class/join')
    expect(english.status).toBe(200)
    expect(english.text).toContain('<html lang="en" dir="ltr">')
    expect(english.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(english.text).toMatch(/<label for="team-name">Team name<\/label>\s*<input id="team-name" name="name"/)
    expect(english.text).toMatch(/<label for="passcode">Team passcode<\/label>\s*<input id="passcode" name="passcode" type="password"/)

    const german = await request(testClass.app).get('/class/join').set('Accept-Language', 'de-CH,de;q=0.9,en;q=0.5')
    expect(german.text).toContain('<html lang="de-DE" dir="ltr">')
    expect(german.text).toContain('Teamname')
    const arabic = await request(testClass.app).get('/class/join').set('Cookie', 'language=ar_SA')
    expect(arabic.text).toContain('<html lang="ar-SA" dir="rtl">')
    const chosen = await request(testClass.app).get('/class/join?lang=ja_JP').set('Accept-Language', 'de')
    expect(chosen.text).toContain('<html lang="ja-JP" dir="ltr">')
  })

  it('is where a browser without a team lands; a script without one gets a 401', async () => {
    testClass = createTestClass()
    const page = await request(testClass.app).get('/').set('Accept', 'text/html,application/xhtml+xml')
    expect(page.status).toBe(302)
    expect(page.headers.location).toBe('/class/join')
    const api = await request(testClass.app).get('/rest/products/search?q=').set('Accept', 'application/json')
    expect(api.status).toBe(401)
    expect(api.body.error).toContain('/class/join')
    const forged = await request(testClass.app).get('/rest/products/search?q=').set('Cookie', 'pulp_team=000000000000.bm90LWEtc2lnbmF0dXJl')
    expect(forged.status).toBe(401)
  })

  it('answers the health probe of orchestrators (the application version) without a team', async () => {
    testClass = createTestClass()
    const probe = await request(testClass.app).get('/rest/admin/application-version')
    expect(probe.status).toBe(200)
    expect(probe.body).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) })
    expect((await request(testClass.app).get('/rest/admin/application-configuration')).status).toBe(401)
  })
})

describe('POST /class/join', () => {
  it('creates a team with a signed, HttpOnly, SameSite=Lax cookie that opens the team its own shop', async () => {
    testClass = createTestClass()
    const created = await join({ name: 'Blue Team', passcode: 'blueberry' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ team: { name: 'Blue Team', id: expect.stringMatching(/^[0-9a-f]{12}$/) }, created: true })
    const setCookie = String(created.headers['set-cookie'])
    expect(setCookie).toMatch(/pulp_team=[^;]+; Max-Age=\d+; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax/)
    const products = await request(testClass.app).get('/rest/products/search?q=').set('Cookie', teamCookieOf(created))
    expect(products.status).toBe(200)
    expect(products.body.data.length).toBeGreaterThan(0)
  })

  it('lets a second member in with the passcode (the name in any case), and refuses a wrong passcode with 401', async () => {
    testClass = createTestClass()
    const created = await join({ name: 'Blue Team', passcode: 'blueberry' })
    const joined = await join({ name: 'blue team', passcode: 'blueberry' })
    expect(joined.status).toBe(200)
    expect(joined.body).toEqual({ team: created.body.team, created: false })
    const wrong = await join({ name: 'Blue Team', passcode: 'raspberry' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.error).toBe('That is not the passcode of this team.')
    expect(wrong.headers['set-cookie']).toBeUndefined()
  })

  it('answers a form post with the page again, its error in the browser\'s language, or with a redirect into the shop', async () => {
    testClass = createTestClass()
    await join({ name: 'Blue Team', passcode: 'blueberry' })
    const wrong = await request(testClass.app).post('/class/join').type('form').set('Accept-Language', 'fr').send({ name: 'Blue Team', passcode: 'nope!' })
    expect(wrong.status).toBe(401)
    expect(wrong.text).toContain('<p class="error" role="alert" id="join-error">Ce n&#39;est pas le code d&#39;accès de cette équipe.</p>')
    expect(wrong.text).toContain('value="Blue Team"')
    const right = await request(testClass.app).post('/class/join').type('form').send({ name: 'Blue Team', passcode: 'blueberry' })
    expect(right.status).toBe(303)
    expect(right.headers.location).toBe('/')
  })

  it.each([
    [{ name: '', passcode: 'blueberry' }, 'Please enter a team name'],
    [{ name: 'x'.repeat(41), passcode: 'blueberry' }, 'Please enter a team name'],
    [{ name: '<script>', passcode: 'blueberry' }, 'Please enter a team name'],
    [{ name: 'Blue Team', passcode: 'abc' }, 'Please enter a passcode'],
    [{ name: 'Blue Team' }, 'Please enter a passcode'],
    [{ name: ['Blue'], passcode: 'blueberry' }, 'Please enter a team name'],
  ])('refuses %j with 400 and says what is wrong', async (body, error) => {
    testClass = createTestClass()
    const response = await join(body)
    expect(response.status).toBe(400)
    expect(response.body.error).toContain(error)
    expect(testClass.classroom.teams()).toEqual([])
  })

  it('answers a body that is not JSON with 400, and one too large with 413', async () => {
    testClass = createTestClass()
    const response = await request(testClass.app).post('/class/join').set('Content-Type', 'application/json').send('{"name":')
    expect(response.status).toBe(400)
    const huge = await join({ name: 'Blue Team', passcode: 'x'.repeat(20_000) })
    expect(huge.status).toBe(413)
    expect(testClass.classroom.teams()).toEqual([])
  })

  it('treats odd cookies and language headers as absent', async () => {
    testClass = createTestClass()
    for (const cookie of ['pulp_team=%E0%A4%A', 'pulp_team=', 'pulp_team=.', 'pulp_team=a.b.c', '=; ;pulp_team']) {
      expect((await request(testClass.app).get('/rest/products/search?q=').set('Cookie', cookie)).status).toBe(401)
    }
    for (const language of ['*', ';;;,', 'xx-YY', 'de_DE;q=abc']) {
      const page = await request(testClass.app).get('/class/join').set('Accept-Language', language).set('Cookie', 'language=../../etc/passwd')
      expect(page.status).toBe(200)
      expect(page.text).toMatch(/<html lang="(en|de-DE)"/)
    }
  })

  it(`refuses a team name with 429 after ${JOIN_ATTEMPT_LIMIT.failures} wrong passcodes, the right one too, until the window has passed`, async () => {
    testClass = createTestClass()
    await join({ name: 'Blue Team', passcode: 'blueberry' })
    for (let attempt = 0; attempt < JOIN_ATTEMPT_LIMIT.failures; attempt += 1) {
      expect((await join({ name: 'Blue Team', passcode: `guess-${attempt}` })).status).toBe(401)
    }
    const blocked = await join({ name: 'Blue Team', passcode: 'blueberry' })
    expect(blocked.status).toBe(429)
    expect(blocked.body.error).toContain('Too many wrong passcodes')
    expect((await join({ name: 'Green Team', passcode: 'greengage' })).status).toBe(201)
    testClass.clock.now += JOIN_ATTEMPT_LIMIT.windowMs + 1
    expect((await join({ name: 'Blue Team', passcode: 'blueberry' })).status).toBe(200)
  })

  it('refuses posts from other sites with 403', async () => {
    testClass = createTestClass()
    const body = { name: 'Blue Team', passcode: 'blueberry' }
    const fromElsewhere = await join(body, { Origin: 'https://evil.example' })
    expect(fromElsewhere.status).toBe(403)
    expect(fromElsewhere.body.error).toContain("only be sent from this site's own join page")
    expect((await join(body, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect((await join(body, { Origin: 'null' })).status).toBe(403)
    expect((await request(testClass.app).post('/class/leave').set('Origin', 'https://evil.example')).status).toBe(403)
    expect(testClass.classroom.teams()).toEqual([])
    const fromHere = await request(testClass.app).post('/class/join').set('Origin', 'http://pulp.test').set('Host', 'pulp.test').send(body)
    expect(fromHere.status).toBe(201)
  })

  it('answers 503 when the class is full, while members of existing teams still get in', async () => {
    testClass = createTestClass({ classMode: { maxTeams: 2 } })
    expect((await join({ name: 'Team One', passcode: 'first-team' })).status).toBe(201)
    expect((await join({ name: 'Team Two', passcode: 'second-team' })).status).toBe(201)
    const full = await join({ name: 'Team Three', passcode: 'third-team' })
    expect(full.status).toBe(503)
    expect(full.body.error).toContain('This class is full')
    expect((await join({ name: 'Team Two', passcode: 'second-team' })).status).toBe(200)
  })
})

describe('a team', () => {
  it('member back on the join page can go on to the shop or leave the team', async () => {
    testClass = createTestClass()
    const team = await testClass.join('Blue Team')
    const page = await request(testClass.app).get('/class/join').set('Cookie', team.cookie).set('Accept-Language', 'nl')
    expect(page.text).toContain('<p>Je zit in het team Blue Team.</p>')
    expect(page.text).toContain('<a href="/">Verder naar je winkel</a>')
    expect(page.text).toMatch(/<form method="post" action="\/class\/leave"><button type="submit" class="secondary">Dit team verlaten<\/button><\/form>/)
    const stranger = await request(testClass.app).get('/class/join')
    expect(stranger.text).not.toContain('action="/class/leave"')
  })

  it('leaves with POST /class/leave: the cookie is cleared and the join page comes next', async () => {
    testClass = createTestClass()
    const team = await testClass.join('Blue Team')
    const left = await request(testClass.app).post('/class/leave').set('Cookie', team.cookie).set('Accept', 'text/html')
    expect(left.status).toBe(303)
    expect(left.headers.location).toBe('/class/join')
    expect(String(left.headers['set-cookie'])).toMatch(/pulp_team=; Path=\/; Expires=Thu, 01 Jan 1970/)
    // the shop's login and the web app's storage stay with the team left behind
    expect(String(left.headers['set-cookie'])).toMatch(/token=; Path=\/; Expires=Thu, 01 Jan 1970/)
    expect(left.headers['clear-site-data']).toBe('"storage"')
  })

  it('never sees the trainer passcode, nor keeps its passcode in clear text on disk', async () => {
    testClass = createTestClass({ classMode: { trainerPasscode: 'trainer-only-sesame' } })
    const team = await testClass.join('Blue Team', 'blueberry-pie')
    const config = await request(team.target).get('/rest/admin/application-configuration')
    expect(config.status).toBe(200)
    expect(config.body.config.classMode).toMatchObject({ enabled: true, trainerPasscode: '' })
    expect(JSON.stringify(config.body)).not.toContain('trainer-only-sesame')
    const saved = readFileSync(`${testClass.folder}/teams.json`, 'utf8')
    expect(saved).toContain('Blue Team')
    expect(saved).not.toContain('blueberry-pie')
    expect(saved).toMatch(/"passcodeHash": "scrypt\$1024\$/)
  })
})

describe('the trainer\'s pages', () => {
  it('are mounted at /class/trainer, before any team cookie is asked for', async () => {
    testClass = createTestClass()
    await testClass.join('Blue Team')
    const trainerRouter = Router().get('/teams', (_req, res) => void res.json(testClass.classroom.teams().map((team) => team.name)))
    const app = createClassApp({ classroom: testClass.classroom, trainerRouter })
    const teams = await request(app).get('/class/trainer/teams')
    expect(teams.status).toBe(200)
    expect(teams.body).toEqual(['Blue Team'])
  })
})
