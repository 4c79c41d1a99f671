import { generateSync } from 'otplib'
import request from 'supertest'
import { shopApi, shopRouteOf, type ShopRoute } from '@pulp/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from './test-app'

// The server's half of the contract in packages/shared/src/api.ts (the web tests' fake server is the other half):
// every route the web app reads answers a body that parses with its schema.

const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' }
const ADMIN = { email: 'admin@juice-sh.op', password: 'admin123' }
const WURSTBROT = { email: 'wurstbrot@juice-sh.op', password: 'EinBelegtesBrotMitSchinkenSCHINKEN!', secret: 'IFTXE3SPOEYVURT2MRYGI52TKJ4HC3KH' }

let shop: TestShop
let jim: string
let admin: string

interface ContractCall {
  method: 'GET' | 'POST'
  path: string
  as?: () => string
  body?: () => object | Promise<object>
}

const calls: ContractCall[] = [
  { method: 'GET', path: '/rest/admin/application-configuration' },
  { method: 'GET', path: '/rest/admin/application-version' },
  { method: 'GET', path: '/rest/languages' },
  { method: 'GET', path: '/api/Challenges/?sort=name' },
  { method: 'GET', path: '/rest/continue-code' },
  { method: 'POST', path: '/rest/user/login', body: () => JIM },
  { method: 'POST', path: '/rest/2fa/verify', body: async () => ({ tmpToken: await tmpTokenOfWurstbrot(), totpToken: generateSync({ secret: WURSTBROT.secret }) }) },
  { method: 'GET', path: '/rest/user/whoami', as: () => jim },
  {
    method: 'POST',
    path: '/api/Users/',
    body: () => ({ email: 'contract@juice-sh.op', password: 'contract', passwordRepeat: 'contract', securityQuestion: { id: 1 }, securityAnswer: 'x' }),
  },
  { method: 'GET', path: '/api/Users', as: () => admin },
  { method: 'GET', path: '/api/Users/2', as: () => admin },
  { method: 'GET', path: '/api/SecurityQuestions/' },
  { method: 'GET', path: '/rest/user/security-question?email=jim@juice-sh.op' },
  { method: 'GET', path: '/rest/user/change-password?current=ncc-1701&new=kirk-2265&repeat=kirk-2265', as: () => jim },
  { method: 'POST', path: '/rest/user/reset-password', body: () => ({ email: 'bender@juice-sh.op', answer: "Stop'n'Drop", new: 'slurmCl4ssic', repeat: 'slurmCl4ssic' }) },
  { method: 'GET', path: '/rest/products/search?q=apple' },
  { method: 'GET', path: '/api/Quantitys/' },
  { method: 'GET', path: '/rest/products/1/reviews' },
  { method: 'GET', path: '/api/Feedbacks', as: () => admin },
  { method: 'GET', path: '/api/Cards', as: () => jim },
  { method: 'POST', path: '/api/Cards/', as: () => jim, body: () => ({ fullName: 'Jim', cardNum: 4111111111111111, expMonth: 9, expYear: 2090 }) },
  { method: 'GET', path: '/rest/wallet/balance', as: () => jim },
  { method: 'GET', path: '/rest/deluxe-membership', as: () => jim },
  { method: 'POST', path: '/rest/deluxe-membership', as: () => jim, body: () => ({ paymentMode: 'wallet' }) },
  { method: 'GET', path: '/rest/2fa/status', as: () => jim },
  { method: 'POST', path: '/rest/user/data-export', as: () => jim, body: () => ({ format: '1' }) },
  { method: 'GET', path: '/rest/image-captcha', as: () => jim },
  { method: 'GET', path: '/snippets' },
  { method: 'GET', path: '/snippets/loginAdminChallenge' },
  { method: 'POST', path: '/snippets/verdict', body: () => ({ key: 'loginAdminChallenge', selectedLines: [3] }) },
  { method: 'GET', path: '/rest/continue-code-findIt' },
  { method: 'GET', path: '/snippets/fixes/loginAdminChallenge' },
  { method: 'POST', path: '/snippets/fixes', body: () => ({ key: 'loginAdminChallenge', selectedFix: 3 }) },
  { method: 'GET', path: '/rest/continue-code-fixIt' },
]

async function tmpTokenOfWurstbrot(): Promise<string> {
  const response = await request(shop.app).post('/rest/user/login').send({ email: WURSTBROT.email, password: WURSTBROT.password })
  return response.body.data.tmpToken
}

describe('the server keeps the shop API contract the web app is tested against', () => {
  beforeAll(async () => {
    shop = createTestShop()
    jim = (await shop.login(JIM.email, JIM.password)).token
    admin = (await shop.login(ADMIN.email, ADMIN.password)).token
  })

  it('calls every route of the contract', () => {
    const called = new Set(calls.map((call) => shopRouteOf(call.method, call.path)))
    expect((Object.keys(shopApi) as ShopRoute[]).filter((route) => !called.has(route))).toEqual([])
  })

  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))('%s answers in the agreed shape', async (_name, call) => {
    const route = shopRouteOf(call.method, call.path)!
    const pending = call.method === 'GET' ? request(shop.app).get(call.path) : request(shop.app).post(call.path).send(await call.body?.())
    const response = await (call.as ? pending.set('Authorization', `Bearer ${call.as()}`) : pending)
    expect(response.status, response.text).toBeLessThan(300)
    const parsed = shopApi[route].safeParse(response.body)
    expect(parsed.error?.issues ?? []).toEqual([])
  })
})
