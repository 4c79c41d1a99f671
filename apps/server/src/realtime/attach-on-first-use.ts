import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { AppContext } from '../context'

/** Where socket.io answers (its default path: long polling, upgrades and the client script). */
const SOCKET_PATH = '/socket.io/'
const isSocketRequest = (req: IncomingMessage): boolean => req.url?.startsWith(SOCKET_PATH) ?? false

/**
 * Attaches socket.io (see ./socket) on the first request or upgrade for /socket.io/ instead of at start: loading it
 * is a good part of the start-up time and the idle memory, and a shop nobody has opened in a browser needs none of
 * it. Nothing is lost meanwhile: solved notifications wait in the training engine's queue, which every new
 * connection replays. The request that triggered the attach is handed to socket.io once it is there.
 */
export function attachRealtimeOnFirstUse(httpServer: HttpServer, ctx: AppContext): void {
  const appListeners = httpServer.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
  let attached: Promise<void> | undefined

  const attach = (): Promise<void> =>
    (attached ??= import('./socket').then(({ attachRealtime }) => {
      // socket.io wraps the request listeners it finds: give it the app's own, not this forwarder
      httpServer.removeListener('request', forwardRequest)
      httpServer.removeListener('upgrade', forwardUpgrade)
      for (const listener of appListeners) httpServer.on('request', listener)
      attachRealtime(httpServer, ctx)
    }))

  function forwardRequest(req: IncomingMessage, res: ServerResponse): void {
    if (!isSocketRequest(req)) {
      for (const listener of appListeners) listener.call(httpServer, req, res)
      return
    }
    attach().then(
      () => httpServer.emit('request', req, res),
      (error: unknown) => {
        console.error('socket.io could not be loaded:', error)
        res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Live notifications are not available.')
      },
    )
  }

  function forwardUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // what Node does with an upgrade nobody listens for
    if (!isSocketRequest(req)) return void socket.destroy()
    attach().then(
      () => httpServer.emit('upgrade', req, socket, head),
      () => socket.destroy(),
    )
  }

  httpServer.removeAllListeners('request')
  httpServer.on('request', forwardRequest)
  httpServer.on('upgrade', forwardUpgrade)
}
