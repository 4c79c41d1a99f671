import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { attachRealtime } from '../realtime/socket'
import { createTestShop, type TestShop } from './test-app'

export interface LiveShop extends TestShop {
  /** http://127.0.0.1:<port> */
  url: string
  close(): Promise<void>
}

/** The shop on a real port with socket.io, as a browser (or a hostile script) meets it. */
export async function startLiveShop(overrides: Record<string, unknown> = {}): Promise<LiveShop> {
  const shop = createTestShop(overrides)
  const server: Server = createServer(shop.app)
  const io = attachRealtime(server, shop.ctx)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    ...shop,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      shop.ctx.queries.close()
      await io.close()
      server.closeAllConnections()
    },
  }
}

/** An unsigned (alg:none) token for `payload`, which the shop's weak verifier accepts. */
export const unsignedToken = (payload: unknown): string =>
  `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`

/** socket.io v4 over long polling without a client library: opens a session and connects to the default namespace. */
export async function openPollingSocket(url: string): Promise<{ send(frame: string): Promise<number> }> {
  const open = await (await fetch(`${url}/socket.io/?EIO=4&transport=polling`)).text()
  const sid = /"sid":"([^"]+)"/.exec(open)?.[1]
  if (!sid) throw new Error(`no socket.io session in ${open}`)
  const sessionUrl = `${url}/socket.io/?EIO=4&transport=polling&sid=${sid}`
  const send = async (frame: string): Promise<number> => {
    const response = await fetch(sessionUrl, { method: 'POST', body: frame })
    await response.text()
    return response.status
  }
  await send('40')
  await (await fetch(sessionUrl)).text()
  return { send }
}
