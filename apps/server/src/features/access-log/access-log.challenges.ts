import { defineDetectors } from '../../training/detectors'

/** Access Log: an access log was asked for under /support/logs. */
export const accessLogDetectors = defineDetectors(['accessLogDisclosureChallenge'], (ctx) => {
  ctx.bus.on('access-log:requested', () => ctx.training.solve('accessLogDisclosureChallenge'))
})
