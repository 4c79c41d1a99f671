import request from 'supertest'
import type { Attacks } from '../../lib/attacks'

/** Where RFC 9116 puts the policy, and where older tools look. */
export const SECURITY_TXT_PATHS = ['/.well-known/security.txt', '/security.txt'] as const

export const securityTxtAttacks = {
  securityPolicyChallenge: (target) => request(target).get(SECURITY_TXT_PATHS[0]),
} satisfies Attacks
