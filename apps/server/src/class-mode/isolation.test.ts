import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { io as connect, type Socket } from 'socket.io-client'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { usersAttacks } from '../features/users/users.attacks'
import { PASSWORDS } from '../testing/shoppers'
import { createClassServer, type ClassServer } from './class-server'
import { classConfig, createTestClass, solvedFor, type TestClass, type TestTeam } from './class-mode.testing'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

/** The score board's tracking pixel, as the page loads it. */
const visitScoreBoard = (team: TestTeam) => request(team.target).get('/assets/public/images/padding/1px.png').set('Referer', 'http://localhost:3000/')

async function loginAs(team: TestTeam, email: string): Promise<{ bearer: string; bid: number; id: number }> {
  const login = await request(team.target).post('/rest/user/login').send({ email, password: PASSWORDS[email] })
  const whoami = await request(team.target).get('/rest/user/whoami').set('Authorization', `Bearer ${login.body.authentication.token}`)
  return { bearer: `Bearer ${login.body.authentication.token}`, bid: login.body.authentication.bid, id: whoami.body.user.id }
}

/** Jim pays his seeded basket by card; the order confirmation's id. */
async function placeOrder(team: TestTeam): Promise<string> {
  const jim = await loginAs(team, 'jim@juice-sh.op')
  const cards = await request(team.target).get('/api/Cards').set('Authorization', jim.bearer)
  const checkout = await request(team.target).post(`/rest/basket/${jim.bid}/checkout`).set('Authorization', jim.bearer)
    .send({ orderDetails: { paymentId: cards.body.data[0].id, deliveryMethodId: 1 } })
  expect(checkout.status).toBe(200)
  return checkout.body.orderConfirmation
}

/** Jim shares a photo on the photo wall; where it is served. */
async function sharePhoto(team: TestTeam, caption: string): Promise<string> {
  const jim = await loginAs(team, 'jim@juice-sh.op')
  const shared = await request(team.target).post('/rest/memories').set('Authorization', jim.bearer)
    .field('caption', caption).attach('image', PNG, { filename: `${caption}.png`, contentType: 'image/png' })
  expect(shared.status).toBe(200)
  return `/${shared.body.data.imagePath}`
}

describe('two teams running the same exploits at the same time', () => {
  let testClass: TestClass
  afterEach(async () => {
    await testClass.close()
  })

  it('each see only their own solves, orders, photos and users', async () => {
    testClass = createTestClass()
    const [red, blue] = await Promise.all([testClass.join('Red Team'), testClass.join('Blue Team')])
    await Promise.all([red, blue].map(async (team) => {
      await visitScoreBoard(team)
      expect((await usersAttacks.loginAdminChallenge(team.target)).status).toBe(200)
    }))
    // only Red goes on
    await usersAttacks.loginJimChallenge(red.target)
    await request(red.target).post('/api/Users/').send({ email: 'red-only@example.com', password: 'red-secret', passwordRepeat: 'red-secret' }).expect(201)

    for (const team of [red, blue]) {
      expect(await solvedFor(team, 'scoreBoardChallenge')).toBe(true)
      expect(await solvedFor(team, 'loginAdminChallenge')).toBe(true)
    }
    expect(await solvedFor(red, 'loginJimChallenge')).toBe(true)
    expect(await solvedFor(blue, 'loginJimChallenge')).toBe(false)
    const blueLogin = await request(blue.target).post('/rest/user/login').send({ email: 'red-only@example.com', password: 'red-secret' })
    expect(blueLogin.status).toBe(401)
    const solvesOf = (id: string) => testClass.classroom.teams().find((team) => team.id === id)?.solves.map((solve) => solve.key).sort()
    expect(solvesOf(red.id)).toEqual(['loginAdminChallenge', 'loginJimChallenge', 'scoreBoardChallenge'])
    expect(solvesOf(blue.id)).toEqual(['loginAdminChallenge', 'scoreBoardChallenge'])

    // (Jim's logins below solve his login challenge for Blue too, as any login as Jim does)

    const [redOrder, blueOrder] = await Promise.all([placeOrder(red), placeOrder(blue)])
    const [redPhoto, bluePhoto] = await Promise.all([sharePhoto(red, 'red-holiday'), sharePhoto(blue, 'blue-holiday')])
    expect((await request(red.target).get(`/ftp/order_${redOrder}.pdf`)).status).toBe(200)
    expect((await request(blue.target).get(`/ftp/order_${redOrder}.pdf`)).status).toBe(404)
    expect((await request(blue.target).get(`/ftp/order_${blueOrder}.pdf`)).status).toBe(200)
    expect((await request(red.target).get(redPhoto)).headers['content-type']).toBe('image/png')
    expect((await request(blue.target).get(redPhoto)).headers['content-type']).not.toBe('image/png')
    expect((await request(blue.target).get(bluePhoto)).headers['content-type']).toBe('image/png')

  })

  it('each keep their own access log', async () => {
    testClass = createTestClass()
    const [red, blue] = await Promise.all([testClass.join('Red Team'), testClass.join('Blue Team')])
    await request(red.target).get('/rest/products/search?q=red-marker')
    await request(blue.target).get('/rest/products/search?q=blue-marker')
    const today = `access.log.${new Date().toISOString().slice(0, 10)}`
    await expect.poll(async () => (await request(red.target).get(`/support/logs/${today}`)).text).toContain('red-marker')
    const blueLog = (await request(blue.target).get(`/support/logs/${today}`)).text
    expect(blueLog).toContain('blue-marker')
    expect(blueLog).not.toContain('red-marker')
  })
})

describe('notifications over socket.io', () => {
  let classServer: ClassServer
  let folder: string
  const sockets: Socket[] = []
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close()
    await classServer.close()
    rmSync(folder, { recursive: true, force: true })
  })

  const clock = { now: Date.now() }
  async function startClass(): Promise<string> {
    folder = mkdtempSync(join(tmpdir(), 'pulp-class-'))
    const config = classConfig({ classMode: { idleMinutes: 1 } })
    classServer = createClassServer({ folder, config, environment: { docker: false, heroku: false, windows: false }, now: () => clock.now })
    classServer.server.listen(3410, '127.0.0.1')
    await once(classServer.server, 'listening')
    return `http://127.0.0.1:${(classServer.server.address() as AddressInfo).port}`
  }

  const joinOver = async (url: string, name: string): Promise<string> => {
    const response = await fetch(`${url}/class/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, passcode: 'team-secret' }) })
    expect(response.status).toBe(201)
    return (response.headers.get('set-cookie') ?? '').split(';')[0]
  }

  /** The arguments of the socket's next `event`. */
  const nextOf = (socket: Socket, event: string): Promise<unknown[]> => new Promise((resolve) => socket.once(event, (...args: unknown[]) => resolve(args)))

  const socketOf = async (url: string, cookie?: string): Promise<Socket> => {
    const socket = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: cookie ? { cookie } : {} })
    sockets.push(socket)
    return socket
  }

  it('go to the sockets of the solving team only; a socket without a team is refused', async () => {
    const url = await startClass()
    const [red, blue] = [await joinOver(url, 'Red Team'), await joinOver(url, 'Blue Team')]
    const [redSocket, blueSocket] = [await socketOf(url, red), await socketOf(url, blue)]
    await Promise.all([nextOf(redSocket, 'connect'), nextOf(blueSocket, 'connect')])
    const heardByBlue: string[] = []
    blueSocket.on('challenge solved', (notification: { key: string }) => heardByBlue.push(notification.key))

    const heardByRed = nextOf(redSocket, 'challenge solved')
    const solve = await fetch(`${url}/rest/user/login`, { method: 'POST', headers: { cookie: red, 'content-type': 'application/json' }, body: JSON.stringify({ email: "' or 1=1--", password: 'x' }) })
    expect(solve.status).toBe(200)
    const [notification] = (await heardByRed) as [{ key: string; flag: string }]
    expect(notification.key).toBe('loginAdminChallenge')

    // Blue solves something else afterwards: what Blue hears is Blue's alone
    const blueHears = nextOf(blueSocket, 'challenge solved')
    await fetch(`${url}/assets/public/images/padding/1px.png`, { headers: { cookie: blue, referer: `${url}/` } })
    await blueHears
    expect(heardByBlue).toEqual(['scoreBoardChallenge'])

    // a client-side report over Blue's socket solves for Blue alone
    const blueSolvesDomXss = nextOf(blueSocket, 'challenge solved')
    blueSocket.emit('verifyLocalXssChallenge', '<iframe src="javascript:alert(`xss`)">')
    expect(((await blueSolvesDomXss) as [{ key: string }])[0].key).toBe('localXssChallenge')
    const [redTeam, blueTeam] = ['Red Team', 'Blue Team'].map((name) => classServer.classroom.teams().find((team) => team.name === name))
    expect(blueTeam?.solves.map((solve) => solve.key)).toContain('localXssChallenge')
    expect(redTeam?.solves.map((solve) => solve.key)).toEqual(['loginAdminChallenge'])

    const stranger = await socketOf(url)
    const [refusal] = (await nextOf(stranger, 'connect_error')) as [Error]
    expect(refusal.message).toBe('Join a team first')
  })

  it('reach a team\'s open socket after its shop was evicted and came back; a removed team\'s sockets are closed', async () => {
    const url = await startClass()
    const red = await joinOver(url, 'Red Team')
    const redSocket = await socketOf(url, red)
    await nextOf(redSocket, 'connect')
    const teamId = classServer.classroom.teams()[0].id
    clock.now += 2 * 60_000
    expect(await classServer.classroom.evictIdle()).toBe(1)

    const heard = nextOf(redSocket, 'challenge solved')
    await fetch(`${url}/assets/public/images/padding/1px.png`, { headers: { cookie: red, referer: `${url}/` } })
    expect(((await heard) as [{ key: string }])[0].key).toBe('scoreBoardChallenge')

    const closed = nextOf(redSocket, 'disconnect')
    await classServer.classroom.removeTeam(teamId)
    expect((await closed)[0]).toBe('io server disconnect')
  })
})
