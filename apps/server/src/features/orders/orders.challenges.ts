import { defineDetectors } from '../../training/detectors'

/** The payload the Reflected XSS challenge asks for, compared without case. */
const IFRAME_PAYLOAD = '<iframe src="javascript:alert(`xss`)">'

/** NoSQL Exfiltration: one tracking request answered several orders. Reflected XSS: the echoed id carries the payload. */
export const ordersDetectors = defineDetectors(['noSqlOrdersChallenge', 'reflectedXssChallenge'], (ctx) => {
  ctx.bus.on('orders:tracked', ({ id, found }) => {
    if (found > 1) ctx.training.solve('noSqlOrdersChallenge')
    if (id.toLowerCase().includes(IFRAME_PAYLOAD.toLowerCase())) ctx.training.solve('reflectedXssChallenge')
  })
})
