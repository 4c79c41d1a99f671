import type { Order } from '@pulp/shared'
import type { AppContext } from '../../context'
import type { WhereSandbox } from '../../lib/where-sandbox'

const ECHO_LIMIT = 60
/** How long the `$where` lookup of one tracking request may run. */
export const TRACKING_TIMEOUT_MS = 2000

export type Tracking = { status: 'tracked'; id: string; orders: Order[] } | { status: 'failed' } | { status: 'busy' }

/**
 * GET /rest/track-order/:id: the orders whose id is `id`. The id is pasted into a `$where` JavaScript string
 * (NoSQL injection: `' || true || '` matches every order), and it is echoed back unescaped when nothing matches
 * (the track result page renders it as HTML). With those challenges switched off, the id is reduced to
 * letters, digits and dashes and looked up by plain equality.
 */
// vuln-code-snippet start noSqlOrdersChallenge reflectedXssChallenge
export async function trackOrder(ctx: AppContext, sandbox: WhereSandbox, rawId: string, holesOpen: boolean): Promise<Tracking> {
  if (!holesOpen) {
    const id = rawId.replace(/[^\w-]+/g, '')
    return report(ctx, { status: 'tracked', id, orders: ctx.docs.orders.find({ orderId: id }) })
  }
  const flat = rawId.replace(/[\r\n]+/g, '')
  const id = flat.length > ECHO_LIMIT ? `${flat.slice(0, ECHO_LIMIT - 1)}...` : flat // vuln-code-snippet vuln-line reflectedXssChallenge
  const orders = ctx.docs.orders.find()
  const outcome = await sandbox.find(orders, `this.orderId === '${id}'`) // vuln-code-snippet vuln-line noSqlOrdersChallenge
  if (outcome.status === 'busy') return { status: 'busy' }
  if (outcome.status !== 'matched') return { status: 'failed' }
  return report(ctx, { status: 'tracked', id, orders: outcome.indexes.map((index) => orders[index]) }) // vuln-code-snippet vuln-line noSqlOrdersChallenge reflectedXssChallenge
}
// vuln-code-snippet end noSqlOrdersChallenge reflectedXssChallenge

function report(ctx: AppContext, tracking: Tracking & { status: 'tracked' }): Tracking {
  ctx.bus.emit('orders:tracked', { id: tracking.id, found: tracking.orders.length })
  return tracking
}
