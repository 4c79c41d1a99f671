import type { Express } from 'express'

export interface RouteInfo {
  method: string
  path: string
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> }
  handle?: { stack?: Layer[] }
}

const ANY_METHOD = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/** Every route the app's routers declare (Express 5 layers), one entry per method; `all` routes get every method. */
export function routesOf(app: Express): RouteInfo[] {
  const routes: RouteInfo[] = []
  const walk = (stack: Layer[]): void => {
    for (const layer of stack) {
      if (layer.route && typeof layer.route.path === 'string') {
        const path = layer.route.path
        for (const method of Object.keys(layer.route.methods)) {
          for (const name of method === '_all' ? ANY_METHOD : [method.toUpperCase()]) routes.push({ method: name, path })
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack)
      }
    }
  }
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack)
  return routes
}

/** Paths no router declares: the web app's fallback, static folders, unknown API paths, socket.io itself. */
export const EXTRA_ROUTES: RouteInfo[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/search' },
  { method: 'POST', path: '/no-such-page' },
  { method: 'PUT', path: '/' },
  { method: 'GET', path: '/assets/i18n/en.json' },
  { method: 'GET', path: '/assets/:file' },
  { method: 'GET', path: '/assets/public/images/uploads/:file' },
  { method: 'GET', path: '/api/NoSuchThing' },
  { method: 'POST', path: '/rest/no-such-thing' },
  { method: 'GET', path: '/socket.io/' },
  { method: 'POST', path: '/socket.io/' },
]
