import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'

describe('/api-docs', () => {
  it('redirects to the Swagger UI page, which loads everything from the shop itself', async () => {
    const { app } = createTestShop()
    const redirect = await request(app).get('/api-docs')
    expect(redirect.status).toBe(301)
    expect(redirect.headers.location).toBe('/api-docs/')
    const page = await request(app).get('/api-docs/')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<div id="swagger-ui"></div>')
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])
    expect(sources.every((source) => !source.includes('//'))).toBe(true)
    for (const source of sources) expect((await request(app).get(`/api-docs/${source}`)).status, source).toBe(200)
    expect((await request(app).get('/api-docs/swagger-ui-bundle.js')).headers['content-type']).toMatch(/javascript/)
  })

  it('serves the OpenAPI document of the B2B API', async () => {
    const { app } = createTestShop()
    const { body } = await request(app).get('/api-docs/openapi.json').expect(200)
    expect(body.servers).toEqual([{ url: '/b2b/v2' }])
    expect(Object.keys(body.paths)).toEqual(['/orders'])
    expect(Object.keys(body.components.schemas.Order.properties)).toEqual(['cid', 'orderLines', 'orderLinesData'])
    expect(Object.keys(body.components.schemas.OrderConfirmation.properties)).toEqual(['cid', 'orderNo', 'paymentDue'])
    expect(body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
  })
})
