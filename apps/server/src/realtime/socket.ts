import type { Server as HttpServer } from 'node:http'
import { Server, type Socket } from 'socket.io'
import { clientEventSchemas, type ClientToServerEvents, type ServerToClientEvents } from '@pulp/shared'
import type { AppContext } from '../context'
import type { NotificationSink } from '../training/notifications'

export type PulpSocketServer = Server<ClientToServerEvents, ServerToClientEvents>
export type PulpSocket = Socket<ClientToServerEvents, ServerToClientEvents>
/** Whatever solved notifications are emitted to: the whole server, or one team's room. */
type Audience = Pick<PulpSocketServer, 'emit'>

/**
 * A browser message may be anything: one of the wrong shape is dropped before it reaches the shop, and a shop that
 * fails on it (or is gone: a class team removed meanwhile) costs the message, never the process.
 */
function checked<Event extends keyof typeof clientEventSchemas>(event: Event, handle: (payload: ClientPayload<Event>) => void) {
  return (payload: unknown): void => {
    const parsed = clientEventSchemas[event].safeParse(payload)
    if (!parsed.success) return
    try {
      handle(parsed.data as ClientPayload<Event>)
    } catch (error) {
      console.error(`The socket message "${event}" could not be handled:`, error)
    }
  }
}
type ClientPayload<Event extends keyof ClientToServerEvents> = Parameters<ClientToServerEvents[Event]>[0]

/** The socket.io server of a Pulp process (one per process, whether it serves one shop or a class). */
export function createSocketServer(httpServer: HttpServer): PulpSocketServer {
  return new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    cors: { origin: 'http://localhost:4200' },
    maxHttpBufferSize: 100_000,
  })
}

/** A shop's solved notifications, sent to `audience()` (asked at each notification: a room is named, not kept). */
export const notificationSink = (audience: () => Audience): NotificationSink => ({
  challengeSolved: (notification) => audience().emit('challenge solved', notification),
  codeChallengeSolved: (notification) => audience().emit('code challenge solved', notification),
})

/** shops that have greeted their first browser with 'server started' */
const greetedShops = new WeakSet<AppContext>()

/**
 * One browser's socket to a shop: the notifications it missed, then its acknowledgements and client-side challenge
 * reports into the shop. `shop` is asked at every message, so a class team's socket reaches its shop even after the
 * shop was evicted and came back. `announceStart`: the first browser hears 'server started' and restores the
 * progress saved in it (a class restores its teams itself).
 */
export function serveShopSocket(socket: PulpSocket, shop: () => AppContext, { announceStart }: { announceStart: boolean }): void {
  const ctx = shop()
  if (announceStart && !greetedShops.has(ctx)) {
    greetedShops.add(ctx)
    socket.emit('server started')
  }
  for (const notification of ctx.training.notifications.replay()) socket.emit('challenge solved', notification)
  socket.on('notification received', checked('notification received', (flag) => shop().training.notifications.acknowledge(flag)))
  socket.on('verifyLocalXssChallenge', checked('verifyLocalXssChallenge', (query) => shop().bus.emit('socket:verify-local-xss', { query })))
  socket.on('verifySvgInjectionChallenge', checked('verifySvgInjectionChallenge', (value) => shop().bus.emit('socket:verify-svg-injection', { value })))
  socket.on('verifyCloseNotificationsChallenge', checked('verifyCloseNotificationsChallenge', (closed) => shop().bus.emit('socket:verify-close-notifications', { closed })))
}

/** Socket.IO on the single shop's server: solved notifications out, client-side challenge reports in. */
export function attachRealtime(httpServer: HttpServer, ctx: AppContext): PulpSocketServer {
  const io = createSocketServer(httpServer)
  ctx.training.notifications.attach(notificationSink(() => io))
  io.on('connection', (socket) => serveShopSocket(socket, () => ctx, { announceStart: true }))
  return io
}
