import type { Attacks } from '../../lib/attacks'
import { authorised, expectStatus, registerAndLogIn } from '../../testing/attack-steps'

export const walletAttacks = {
  // the upgrade charges only a payment mode it knows: an empty one costs nothing
  freeDeluxeChallenge: async (target) => {
    const customer = await registerAndLogIn(target)
    return expectStatus(await authorised(target, customer).post('/rest/deluxe-membership').send({ paymentMode: '' }), 200)
  },
} satisfies Attacks
