import type { ChallengeKey } from '@pulp/challenges'
import type { ClientToServerEvents, ServerToClientEvents } from '@pulp/shared'
import { io as connect, type Socket } from 'socket.io-client'
import type { AttackTarget } from '../lib/attacks'

type BrowserSocket = Socket<ServerToClientEvents, ClientToServerEvents>
type BrowserReport = { [Event in keyof ClientToServerEvents]: [Event, ...Parameters<ClientToServerEvents[Event]>] }[keyof ClientToServerEvents]

/**
 * Sends what the web app reports over socket.io after a client-side exploit, and waits for the shop to announce
 * `key` solved (or gives up after `patienceMs`). Needs a running shop: socket.io does not run on a bare app.
 */
export async function reportFromBrowser(target: AttackTarget, key: ChallengeKey, report: BrowserReport, patienceMs = 3000): Promise<boolean> {
  if (typeof target !== 'string') throw new Error('a browser report needs the URL of a running shop')
  // the transports a browser uses (long polling first), so that it also works behind proxies without WebSocket
  const socket: BrowserSocket = connect(target, { forceNew: true, reconnection: false })
  try {
    return await new Promise<boolean>((resolve, reject) => {
      const giveUp = setTimeout(() => resolve(false), patienceMs)
      socket.on('challenge solved', (notification) => {
        if (notification.key !== key) return
        clearTimeout(giveUp)
        resolve(true)
      })
      socket.on('connect_error', (error) => {
        clearTimeout(giveUp)
        reject(error)
      })
      socket.on('connect', () => (socket.emit as (...args: unknown[]) => void)(...report))
    })
  } finally {
    socket.close()
  }
}
