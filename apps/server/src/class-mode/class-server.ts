import { createServer, type Server } from 'node:http'
import type { RequestHandler } from 'express'
import { cookieOf } from '../lib/cookies'
import { createSocketServer, notificationSink, serveShopSocket, type PulpSocketServer } from '../realtime/socket'
import { createClassApp, TEAM_COOKIE } from './class-app'
import { Classroom, type ClassroomOptions } from './classroom'
import type { Roster } from './trainer/roster'

export interface ClassServer {
  server: Server
  io: PulpSocketServer
  classroom: Classroom
  /** saves the classroom, closes every shop and every connection */
  close(): Promise<void>
}

export interface ClassServerOptions extends ClassroomOptions {
  /** the trainer's pages for this classroom, mounted at /class/trainer: `(roster) => createTrainerRouter(roster, passcode)` */
  trainerRouter?: (roster: Roster) => RequestHandler
}

const roomOf = (teamId: string): string => `team:${teamId}`

/**
 * The whole class on one HTTP server: the class app for requests, one socket.io server whose sockets join the
 * room of their team (read from the signed cookie of the handshake), each team's notifications to its room only.
 * No shop is created before its team's first request.
 */
export function createClassServer(options: ClassServerOptions): ClassServer {
  const classroom = new Classroom(options)
  const classApp = createClassApp({ classroom, trainerRouter: options.trainerRouter?.(classroom) })
  // A team's request goes straight to its shop: passing through the class app first cost a second Express pipeline
  // on every request. The class app answers /class/*, requests without a team, and anything the shop cannot take.
  const server = createServer((req, res) => {
    const team = req.url?.startsWith('/class/') ? undefined : classroom.teamOfCookie(cookieOf(req, TEAM_COOKIE))
    if (!team) return classApp(req, res)
    try {
      classroom.shopOf(team.id).app(req, res)
    } catch (error) {
      console.error('The team shop could not be opened:', error)
      classApp(req, res)
    }
  })
  const io = createSocketServer(server)
  classroom.connectRealtime((teamId) => notificationSink(() => io.to(roomOf(teamId))))

  io.use((socket, next) => {
    const team = classroom.teamOfCookie(cookieOf(socket.request, TEAM_COOKIE))
    if (!team) return next(new Error('Join a team first'))
    socket.data.teamId = team.id
    next()
  })
  io.on('connection', (socket) => {
    const teamId = String(socket.data.teamId)
    // a team removed meanwhile: its socket goes
    const shop = () => classroom.shopOf(teamId).ctx
    try {
      void socket.join(roomOf(teamId))
      serveShopSocket(socket, shop, { announceStart: false })
    } catch {
      socket.disconnect(true)
    }
  })
  classroom.subscribe((change) => {
    if (change.type === 'team removed') io.in(roomOf(change.teamId)).disconnectSockets(true)
  })

  return {
    server,
    io,
    classroom,
    close: async () => {
      await classroom.close()
      await new Promise<void>((resolve) => {
        io.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
