import { startLiveShop, type LiveShop } from '../../testing/live-shop'
import { routesOf, EXTRA_ROUTES, type RouteInfo } from './routes'

export interface FuzzTarget {
  shop: LiveShop
  routes: RouteInfo[]
  userTokens: string[]
}

/** A fresh shop on a real port with socket.io, its routes, and tokens of a customer and the admin. */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const shop = await startLiveShop()
  const userTokens = [(await shop.login('jim@juice-sh.op', 'ncc-1701')).token, (await shop.login('admin@juice-sh.op', 'admin123')).token]
  return { shop, routes: [...routesOf(shop.app), ...EXTRA_ROUTES], userTokens }
}
