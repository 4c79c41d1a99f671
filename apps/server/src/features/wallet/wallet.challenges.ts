import { defineDetectors } from '../../training/detectors'

const PAID_MODES = ['wallet', 'card']

/** Deluxe Fraud: a customer became a deluxe member without paying by wallet or card. */
export const walletDetectors = defineDetectors(['freeDeluxeChallenge'], (ctx) => {
  ctx.bus.on('wallet:deluxe-upgraded', ({ paymentMode }) => {
    if (!PAID_MODES.includes(paymentMode as string)) ctx.training.solve('freeDeluxeChallenge')
  })
})
