import { vi } from 'vitest'

type Listener = (...args: never[]) => unknown

/**
 * Stands in for the socket.io connection: records what the app emits and lets a test play the server.
 * Use with: vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket })).
 */
export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on: vi.fn((event: string, listener: Listener) => {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    }),
    off: vi.fn((event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener)
    }),
    emit: vi.fn(),
    /** Delivers a server event to every listener the app registered. */
    serverSends(event: string, ...args: unknown[]) {
      listeners.get(event)?.forEach((listener) => (listener as (...values: unknown[]) => unknown)(...args))
    },
    reset() {
      listeners.clear()
      this.on.mockClear()
      this.off.mockClear()
      this.emit.mockClear()
    },
  }
}

export type FakeSocket = ReturnType<typeof createFakeSocket>
