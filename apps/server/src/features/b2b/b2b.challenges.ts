import { defineDetectors } from '../../training/detectors'

/** Blocked RCE DoS: the loop guard stopped an endless loop. Successful RCE DoS: the evaluation ran out of time. */
export const b2bDetectors = defineDetectors(['rceChallenge', 'rceOccupyChallenge'], (ctx) => {
  ctx.bus.on('b2b:order-lines-evaluated', ({ outcome }) => {
    if (outcome === 'loop-guard') ctx.training.solve('rceChallenge')
    if (outcome === 'timeout') ctx.training.solve('rceOccupyChallenge')
  })
})
