import { describe, expect, it } from 'vitest'
import { stubServer } from '@/testing/fake-server'
import { tokenWithRole } from '@/testing/render'
import { ApiError, apiRequest } from './api-client'
import { roleOf } from './auth-storage'

describe('api client', () => {
  it('sends the stored token as bearer and the remembered email as X-User-Email', async () => {
    localStorage.setItem('token', 'abc.def.ghi')
    localStorage.setItem('email', 'jim@juice-sh.op')
    const server = stubServer({ 'GET /rest/languages': { json: [] } })
    await apiRequest('/rest/languages')
    expect(server.requests[0].headers.get('Authorization')).toBe('Bearer abc.def.ghi')
    expect(server.requests[0].headers.get('X-User-Email')).toBe('jim@juice-sh.op')
  })

  it('sends neither header without a session', async () => {
    const server = stubServer({ 'GET /rest/languages': { json: [] } })
    await apiRequest('/rest/languages')
    expect(server.requests[0].headers.has('Authorization')).toBe(false)
    expect(server.requests[0].headers.has('X-User-Email')).toBe(false)
  })

  it('rejects with the status and the text or JSON the server answered', async () => {
    stubServer({
      'GET /rest/text': { status: 401, text: 'Invalid email or password.' },
      'GET /rest/json': { status: 500, json: { error: { message: 'SQLITE_ERROR: near ";"' } } },
    })
    await expect(apiRequest('/rest/text')).rejects.toMatchObject({ status: 401, message: 'Invalid email or password.' })
    const failure = await apiRequest('/rest/json').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).message).toBe('SQLITE_ERROR: near ";"')
  })
})

describe('token role', () => {
  it('reads the role from the unverified token payload', () => {
    expect(roleOf(tokenWithRole('deluxe'))).toBe('deluxe')
    expect(roleOf('not a token')).toBeUndefined()
    expect(roleOf(null)).toBeUndefined()
  })
})
