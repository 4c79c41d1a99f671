import { defineDetectors } from '../../training/detectors'

/** Error Handling: an error reached the verbose error page while the response still looked fine (200) or worse than 401. */
export const platformDetectors = defineDetectors(['errorHandlingChallenge'], (ctx) => {
  ctx.bus.on('http:error-rendered', ({ statusBefore }) => {
    if (statusBefore === 200 || statusBefore > 401) ctx.training.solve('errorHandlingChallenge')
  })
})
