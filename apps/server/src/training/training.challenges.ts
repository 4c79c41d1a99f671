import { defineDetectors } from './detectors'

/** Imaginary Challenge: a continue code forged for the non-existent challenge id 999. */
export const trainingDetectors = defineDetectors(['continueCodeChallenge'], (ctx) => {
  ctx.bus.on('training:continue-code-applied', ({ kind, ids }) => {
    if (kind === 'hacking' && ids.includes(999)) ctx.training.solve('continueCodeChallenge')
  })
})
