import type { Server as HttpServer } from 'node:http'
import { Server } from 'socket.io'
import { clientEventSchemas, type ClientToServerEvents, type ServerToClientEvents } from '@pulp/shared'
import type { AppContext } from '../context'

/** A browser message may be anything: one of the wrong shape is dropped before it reaches the shop. */
function checked<Event extends keyof typeof clientEventSchemas>(event: Event, handle: (payload: ClientPayload<Event>) => void) {
  return (payload: unknown): void => {
    const parsed = clientEventSchemas[event].safeParse(payload)
    if (parsed.success) handle(parsed.data as ClientPayload<Event>)
  }
}
type ClientPayload<Event extends keyof ClientToServerEvents> = Parameters<ClientToServerEvents[Event]>[0]

/** Socket.IO on the shop's server: solved notifications out, client-side challenge reports in. */
export function attachRealtime(httpServer: HttpServer, ctx: AppContext): Server<ClientToServerEvents, ServerToClientEvents> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    cors: { origin: 'http://localhost:4200' },
    maxHttpBufferSize: 100_000,
  })
  ctx.training.notifications.attach({
    challengeSolved: (notification) => io.emit('challenge solved', notification),
    codeChallengeSolved: (notification) => io.emit('code challenge solved', notification),
  })
  let firstConnection = true
  io.on('connection', (socket) => {
    if (firstConnection) {
      firstConnection = false
      socket.emit('server started')
    }
    for (const notification of ctx.training.notifications.replay()) socket.emit('challenge solved', notification)
    socket.on('notification received', checked('notification received', (flag) => ctx.training.notifications.acknowledge(flag)))
    socket.on('verifyLocalXssChallenge', checked('verifyLocalXssChallenge', (query) => ctx.bus.emit('socket:verify-local-xss', { query })))
    socket.on('verifySvgInjectionChallenge', checked('verifySvgInjectionChallenge', (value) => ctx.bus.emit('socket:verify-svg-injection', { value })))
    socket.on('verifyCloseNotificationsChallenge', checked('verifyCloseNotificationsChallenge', (closed) => ctx.bus.emit('socket:verify-close-notifications', { closed })))
  })
  return io
}
