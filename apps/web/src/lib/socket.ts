import { io, type Socket } from 'socket.io-client'
import type { ClientToServerEvents, ServerToClientEvents } from '@pulp/shared'

export type ShopSocket = Socket<ServerToClientEvents, ClientToServerEvents>

let socket: ShopSocket | undefined

/** The one real-time connection to the shop server, opened on first use. */
export function getSocket(): ShopSocket {
  socket ??= io({ path: new URL('./socket.io', document.baseURI).pathname })
  return socket
}
