import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'

describe('platform', () => {
  it('tells the version, which MultiJuicer uses as its health probe', async () => {
    const { app } = createTestShop()
    const response = await request(app).get('/rest/admin/application-version')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ version: '20.1.1' })
  })

  it('hides the version when configured to', async () => {
    const { app } = createTestShop({ application: { showVersionNumber: false } })
    expect((await request(app).get('/rest/admin/application-version')).body).toEqual({ version: '' })
  })

  it('serves the configuration the web app reads', async () => {
    const { app } = createTestShop({ application: { name: 'Acme Juice' } })
    const response = await request(app).get('/rest/admin/application-configuration')
    expect(response.body.config.application).toMatchObject({ name: 'Acme Juice', domain: 'juice-sh.op', altcoinName: 'Juicycoin' })
    expect(response.body.config.challenges.showSolvedNotifications).toBe(true)
  })

  it('lists the languages with English, and answers 500 without a country mapping', async () => {
    const { app } = createTestShop()
    const languages = await request(app).get('/rest/languages')
    expect(languages.body).toContainEqual(expect.objectContaining({ key: 'en', shortKey: 'EN', percentage: 100 }))
    expect((await request(app).get('/rest/country-mapping')).status).toBe(500)
  })

  it('sends the documented headers on every answer', async () => {
    const { app } = createTestShop()
    const response = await request(app).get('/rest/admin/application-version')
    expect(response.headers['x-recruiting']).toBe('/#/jobs')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  it('answers unknown API paths with the 500 error page and other paths with the web app', async () => {
    const { app } = createTestShop()
    const api = await request(app).get('/api/Baskets').set('Accept', 'application/json')
    expect(api.status).toBe(500)
    expect(api.body.error.message).toBe('Unexpected path: /api/Baskets')
    const page = await request(app).get('/some/client/route')
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toMatch(/html/)
  })

  it('collapses runs of slashes before routing', async () => {
    const { app } = createTestShop()
    expect((await request(app).get('//rest///admin/application-version')).body).toEqual({ version: '20.1.1' })
  })

  it('survives a malformed JSON body with a 400 error page', async () => {
    const { app } = createTestShop()
    const response = await request(app).post('/rest/user/login').set('Content-Type', 'application/json').send('{"email":')
    expect(response.status).toBe(400)
    expect((await request(app).get('/rest/admin/application-version')).status).toBe(200)
  })
})
