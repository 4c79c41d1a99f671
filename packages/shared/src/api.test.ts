import { describe, expect, it } from 'vitest'
import { shopApi, shopRouteOf } from './api'

describe('shopRouteOf', () => {
  it.each([
    ['GET', '/api/Challenges/?sort=name', 'GET /api/Challenges/'],
    ['GET', '/api/Challenges', 'GET /api/Challenges/'],
    ['GET', '/api/Users/7', 'GET /api/Users/:id'],
    ['GET', '/rest/products/3/reviews', 'GET /rest/products/:id/reviews'],
    ['GET', '/rest/user/security-question?email=jim%40juice-sh.op', 'GET /rest/user/security-question'],
  ])('files %s %s under %s', (method, path, route) => {
    expect(shopRouteOf(method, path)).toBe(route)
  })

  it('knows no route for another method, another depth or a path outside the contract', () => {
    expect(shopRouteOf('DELETE', '/api/Users/7')).toBeUndefined()
    expect(shopRouteOf('GET', '/api/Users/7/extra')).toBeUndefined()
    expect(shopRouteOf('GET', '/rest/basket/1')).toBeUndefined()
  })
})

describe('the answer schemas', () => {
  it('accept a login success and the second-factor demand, and nothing else', () => {
    const login = shopApi['POST /rest/user/login']
    expect(login.safeParse({ authentication: { token: 't', bid: 1, umail: 'a@b.c' } }).success).toBe(true)
    expect(login.safeParse({ status: 'totp_token_required', data: { tmpToken: 'x' } }).success).toBe(true)
    expect(login.safeParse({ authentication: { token: 't' } }).success).toBe(false)
  })

  it('keep the list envelope and the role list', () => {
    const users = shopApi['GET /api/Users']
    const user = {
      id: 1, username: '', email: 'a@b.c', role: 'admin', deluxeToken: '', lastLoginIp: '', profileImage: '',
      isActive: true, createdAt: 'x', updatedAt: 'x', deletedAt: null,
    }
    expect(users.safeParse({ status: 'success', data: [user] }).success).toBe(true)
    expect(users.safeParse({ status: 'success', data: [{ ...user, role: 'owner' }] }).success).toBe(false)
    expect(users.safeParse([user]).success).toBe(false)
  })

  it('tell the two 2FA states apart', () => {
    const status = shopApi['GET /rest/2fa/status']
    expect(status.safeParse({ setup: true }).success).toBe(true)
    expect(status.safeParse({ setup: false, secret: 's', email: 'e', setupToken: 't' }).success).toBe(true)
    expect(status.safeParse({ setup: false }).success).toBe(false)
  })
})
