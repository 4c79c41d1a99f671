import { defineDetectors } from '../../training/detectors'

const DOM_XSS_PAYLOAD = '<iframe src="javascript:alert(`xss`)">'

/** Holes that live in the browser: the server learns of them from page pixels and socket reports. */
export const clientSideDetectors = defineDetectors(
  ['scoreBoardChallenge', 'localXssChallenge', 'xssBonusChallenge', 'closeNotificationsChallenge'],
  (ctx) => {
    ctx.bus.on('web:page-pixel', ({ file }) => {
      if (file === '1px.png') ctx.training.solve('scoreBoardChallenge')
    })
    ctx.bus.on('socket:verify-local-xss', ({ query }) => {
      if (typeof query !== 'string') return
      if (query.includes(DOM_XSS_PAYLOAD)) ctx.training.solve('localXssChallenge')
      if (query.includes(ctx.config.challenges.xssBonusPayload)) ctx.training.solve('xssBonusChallenge')
    })
    ctx.bus.on('socket:verify-close-notifications', ({ closed }) => {
      if (Array.isArray(closed) && closed.length > 1) ctx.training.solve('closeNotificationsChallenge')
    })
  },
)
