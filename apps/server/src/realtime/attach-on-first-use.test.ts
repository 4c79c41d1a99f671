import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { io as connect, type Socket } from 'socket.io-client'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestShop } from '../testing/test-app'
import { attachRealtimeOnFirstUse } from './attach-on-first-use'

let server: Server | undefined
let client: Socket | undefined

afterEach(() => {
  client?.disconnect()
  server?.closeAllConnections()
  server?.close()
  client = server = undefined
})

async function lazyShop(): Promise<{ url: string; solve: () => void }> {
  const shop = createTestShop()
  server = createServer(shop.app)
  attachRealtimeOnFirstUse(server, shop.ctx)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, solve: () => shop.ctx.training.solve('scoreBoardChallenge') }
}

/** Connects with the socket.io client and resolves with the first "challenge solved" notification it receives. */
function firstSolvedNotification(url: string, transports: ('polling' | 'websocket')[]): Promise<{ key: string }> {
  client = connect(url, { transports, reconnection: false })
  return new Promise((resolve, reject) => {
    client?.on('challenge solved', resolve)
    client?.on('connect_error', reject)
  })
}

describe('socket.io attached on first use', () => {
  it('answers the shop before any socket exists, and a solve made meanwhile reaches the first websocket client', async () => {
    const { url, solve } = await lazyShop()
    const version = await fetch(`${url}/rest/admin/application-version`)
    expect(version.status).toBe(200)
    solve()
    await expect(firstSolvedNotification(url, ['websocket'])).resolves.toMatchObject({ key: 'scoreBoardChallenge' })
  })

  it('hands the first long-polling request over to socket.io', async () => {
    const { url, solve } = await lazyShop()
    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`)
    expect(await handshake.text()).toMatch(/^0\{"sid":"/)
    solve()
    await expect(firstSolvedNotification(url, ['polling'])).resolves.toMatchObject({ key: 'scoreBoardChallenge' })
    expect((await fetch(`${url}/api/Products`)).status).toBe(200)
  })

  it('closes an upgrade for any other path, as Node does when nobody listens for upgrades', async () => {
    const { url } = await lazyShop()
    const outcome = await new Promise<string>((resolve) => {
      const upgrade = request(`${url}/not-a-socket`, { headers: { Connection: 'Upgrade', Upgrade: 'websocket' } })
      upgrade.on('upgrade', () => resolve('upgraded'))
      upgrade.on('response', (response) => resolve(`answered ${response.statusCode}`))
      upgrade.on('error', () => resolve('closed'))
      upgrade.end()
    })
    expect(outcome).toBe('closed')
  })
})
