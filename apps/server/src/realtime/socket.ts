import type { Server as HttpServer } from 'node:http'
import { Server } from 'socket.io'
import type { ClientToServerEvents, ServerToClientEvents } from '@pulp/shared'
import type { AppContext } from '../context'

/** Socket.IO on the shop's server: solved notifications out, client-side challenge reports in. */
export function attachRealtime(httpServer: HttpServer, ctx: AppContext): Server<ClientToServerEvents, ServerToClientEvents> {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, { cors: { origin: 'http://localhost:4200' } })
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
    socket.on('notification received', (flag) => ctx.training.notifications.acknowledge(String(flag)))
    socket.on('verifyLocalXssChallenge', (query) => ctx.bus.emit('socket:verify-local-xss', { query }))
    socket.on('verifySvgInjectionChallenge', (value) => ctx.bus.emit('socket:verify-svg-injection', { value }))
    socket.on('verifyCloseNotificationsChallenge', (closed) => ctx.bus.emit('socket:verify-close-notifications', { closed }))
  })
  return io
}
