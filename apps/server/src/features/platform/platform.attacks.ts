import request from 'supertest'
import type { Attacks } from '../../lib/attacks'

export const platformAttacks = {
  // an unknown API path ends on the error page, stack trace included
  errorHandlingChallenge: (target) => request(target).get('/rest/qwertz').set('Accept', 'text/html'),
} satisfies Attacks
