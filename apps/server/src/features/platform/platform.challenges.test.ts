import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'
import { platformAttacks } from './platform.attacks'

describe('errorHandlingChallenge (Error Handling)', () => {
  it('is solved by provoking the verbose error page, which leaks a stack trace', async () => {
    const { app, ctx } = createTestShop()
    const response = await platformAttacks.errorHandlingChallenge(app)
    expect(response.status).toBe(500)
    expect(response.text).toContain('<h2><em>500</em> Error: Unexpected path: /rest/qwertz</h2>')
    expect(response.text).toMatch(/<li>at .+<\/li>/)
    expect(ctx.training.isSolved('errorHandlingChallenge')).toBe(true)
  })

  it('is not solved by a request that works', async () => {
    const { app, ctx } = createTestShop()
    await request(app).get('/rest/admin/application-version').expect(200)
    expect(ctx.training.isSolved('errorHandlingChallenge')).toBe(false)
  })
})
