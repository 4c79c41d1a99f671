import type { ChallengeSolvedNotification, ClientToServerEvents, ServerToClientEvents } from '@pulp/shared'
import { io as connect, type Socket } from 'socket.io-client'
import request from 'supertest'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppContext } from '../../context'
import type { PulpEvents } from '../../lib/events'
import { startLiveShop, type LiveShop } from '../../testing/live-shop'
import { createTestShop } from '../../testing/test-app'
import { bonusPayload, clientSideAttacks } from './client-side.attacks'
type BrowserSocket = Socket<ServerToClientEvents, ClientToServerEvents>

let live: LiveShop | undefined
const sockets: BrowserSocket[] = []

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.close())
  await live?.close()
  live = undefined
})

/** The shop on a real port with socket.io, as a browser meets it. */
async function startShop(): Promise<LiveShop> {
  live = await startLiveShop()
  return live
}

function browser(url: string): BrowserSocket {
  const socket: BrowserSocket = connect(url, { transports: ['websocket'], forceNew: true })
  sockets.push(socket)
  return socket
}

/**
 * Resolves once the shop has handled `count` reports of `name`. Listeners run in the order they were added, so the
 * detectors (added when the shop was built) have judged every report by then: no guessing with a sleep.
 */
function handled(ctx: AppContext, name: keyof PulpEvents, count: number): Promise<void> {
  let seen = 0
  return new Promise((resolve) => ctx.bus.on(name, () => ++seen === count && resolve()))
}

const nextSolved = (socket: BrowserSocket) =>
  new Promise<ChallengeSolvedNotification>((resolve) => socket.once('challenge solved', resolve))

describe('localXssChallenge (DOM XSS) and xssBonusChallenge', () => {
  it('is solved when the search page reports the iframe payload, and the browser is notified', async () => {
    const shop = await startShop()
    const socket = browser(shop.url)
    const notification = nextSolved(socket)
    expect(await clientSideAttacks.localXssChallenge(shop.url)).toBe(true)
    expect(await notification).toMatchObject({ key: 'localXssChallenge', name: 'DOM XSS', flag: '4a31a4fe0954199566e360a873802bf64d0d0a84' })
    expect(shop.ctx.training.isSolved('localXssChallenge')).toBe(true)
  })

  it('is not solved by an ordinary search', async () => {
    const shop = await startShop()
    const socket = browser(shop.url)
    const judged = handled(shop.ctx, 'socket:verify-local-xss', 2)
    socket.emit('verifyLocalXssChallenge', 'apple')
    socket.emit('verifyLocalXssChallenge', '<b>apple</b>')
    await judged
    expect(shop.ctx.training.isSolved('localXssChallenge')).toBe(false)
    expect(shop.ctx.training.isSolved('xssBonusChallenge')).toBe(false)
  })

  it('solves the bonus challenge with the payload the shop is configured with, as its score board shows it', async () => {
    const payload = '<iframe src="https://example.com/jingle?a=1&b=2" title=\'jingle\'></iframe>'
    const shop = (live = await startLiveShop({ challenges: { xssBonusPayload: payload } }))
    expect(await bonusPayload(shop.url)).toBe(payload)
    expect(await clientSideAttacks.xssBonusChallenge(shop.url)).toBe(true)
    expect(shop.ctx.training.isSolved('xssBonusChallenge')).toBe(true)
  })
})

describe('the socket reports without a running shop', () => {
  it('refuse a bare app with a clear error: socket.io needs a listening server', async () => {
    const { app, ctx } = createTestShop()
    await expect(clientSideAttacks.localXssChallenge(app)).rejects.toThrow(/URL of a running shop/)
    expect(ctx.training.isSolved('localXssChallenge')).toBe(false)
  })
})

describe('closeNotificationsChallenge (Mass Dispel)', () => {
  it('is solved when more than one notification is closed at once', async () => {
    const shop = await startShop()
    expect(await clientSideAttacks.closeNotificationsChallenge(shop.url)).toBe(true)
    expect(shop.ctx.training.isSolved('closeNotificationsChallenge')).toBe(true)
  })

  it('is not solved by closing a single notification', async () => {
    const shop = await startShop()
    const socket = browser(shop.url)
    const judged = handled(shop.ctx, 'socket:verify-close-notifications', 1)
    socket.emit('verifyCloseNotificationsChallenge', ['one'])
    await judged
    expect(shop.ctx.training.isSolved('closeNotificationsChallenge')).toBe(false)
  })
})

describe('scoreBoardChallenge (Score Board)', () => {
  it('is solved when the score board page loads its tracking pixel', async () => {
    const { app, ctx } = createTestShop()
    expect((await clientSideAttacks.scoreBoardChallenge(app)).status).toBe(200)
    expect(ctx.training.isSolved('scoreBoardChallenge')).toBe(true)
  })

  it('is not solved by other pages or the shop front', async () => {
    const { app, ctx } = createTestShop()
    await request(app).get('/assets/public/images/padding/19px.png')
    await request(app).get('/')
    expect(ctx.training.isSolved('scoreBoardChallenge')).toBe(false)
  })
})

describe('realtime notifications', () => {
  it('greets only the first browser after a start, replays pending notifications, and forgets acknowledged ones', async () => {
    const shop = await startShop()
    const first = browser(shop.url)
    await new Promise<void>((resolve) => first.once('server started', () => resolve()))
    shop.ctx.training.solve('scoreBoardChallenge')
    const second = browser(shop.url)
    let greeted = false
    second.on('server started', () => (greeted = true))
    const replayed = await nextSolved(second)
    expect(replayed.key).toBe('scoreBoardChallenge')
    expect(greeted).toBe(false)
    second.emit('notification received', replayed.flag)
    await vi.waitFor(() => expect(shop.ctx.training.notifications.replay()).toEqual([]))
  })
})

describe.each(['adminSectionChallenge', 'web3SandboxChallenge', 'tokenSaleChallenge', 'privacyPolicyChallenge'] as const)('%s', (key) => {
  it('is solved when its page loads the tracking pixel', async () => {
    const { app, ctx } = createTestShop()
    const response = await clientSideAttacks[key](app)
    expect(response.status).toBe(200)
    expect(ctx.training.isSolved(key)).toBe(true)
  })

  it("is not solved by another page's pixel or the shop front", async () => {
    const { app, ctx } = createTestShop()
    await request(app).get('/assets/public/images/padding/1px.png')
    await request(app).get('/')
    expect(ctx.training.isSolved(key)).toBe(false)
  })
})

describe('privacyPolicyProofChallenge (Privacy Policy Inspection)', () => {
  it('is solved by following the URL hidden in the highlighted phrases, which answers 404', async () => {
    const { app, ctx } = createTestShop()
    const response = await clientSideAttacks.privacyPolicyProofChallenge(app)
    expect(response.status).toBe(404)
    expect(ctx.training.isSolved('privacyPolicyProofChallenge')).toBe(true)
  })

  it('is not solved by a part of the URL', async () => {
    const { app, ctx } = createTestShop()
    await request(app).get('/we/may/also/instruct/you')
    expect(ctx.training.isSolved('privacyPolicyProofChallenge')).toBe(false)
  })
})
