import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../../testing/test-app'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

describe('/metrics', () => {
  it('serves Prometheus text: process, HTTP answers and challenge progress', async () => {
    const { app, ctx } = createTestShop()
    await request(app).get('/rest/admin/application-version').expect(200)
    await request(app).get('/redirect?to=https://evil.example').expect(406)
    ctx.training.solve('scoreBoardChallenge')
    const response = await request(app).get('/metrics').set('User-Agent', 'Prometheus/2.53.0')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = response.text
    expect(text).toMatch(/^process_cpu_user_seconds_total\{app="juiceshop"\} \d/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{app="juiceshop"\}/m)
    expect(text).toContain('juiceshop_version_info{version="20.1.1",major="20",minor="1",patch="1",app="juiceshop"} 1')
    expect(text).toContain('http_requests_count{status_code="200",app="juiceshop"} 1')
    expect(text).toContain('http_requests_count{status_code="406",app="juiceshop"} 1')
    expect(text).toMatch(/^http_request_duration_seconds_count\{app="juiceshop"\} 2$/m)
    expect(text).toContain('juiceshop_challenges_solved{difficulty="1",category="Miscellaneous",app="juiceshop"} 1')
    expect(text).toMatch(/^juiceshop_challenges_total\{difficulty="6",category="Injection",app="juiceshop"\} \d+$/m)
    // the coding challenges the shop offers (the others cannot be played yet), none started
    const offered = ctx.db.prepare('SELECT COUNT(*) AS n FROM Challenges WHERE hasCodingChallenge = 1').pluck().get() as number
    expect(offered).toBeGreaterThanOrEqual(14)
    expect(text).toContain(`juiceshop_coding_challenges_progress{phase="unsolved",app="juiceshop"} ${offered}`)
  })

  it('keeps one series per status code, whatever paths are asked for', async () => {
    const { app } = createTestShop({ application: { customMetricsPrefix: 'pulp' } })
    for (const path of ['/a', '/b', '/c']) await request(app).get(`/rest/${path}`).set('Accept', 'application/json')
    const text = (await request(app).get('/metrics')).text
    expect(text.match(/^http_requests_count\{/gm)).toHaveLength(1)
    expect(text).toContain('http_requests_count{status_code="500",app="pulp"} 3')
    expect(text).toContain('pulp_version_info{')
  })
})

describe('exposedMetricsChallenge (Exposed Metrics)', () => {
  it('is solved by opening /metrics in a browser', async () => {
    const { app, ctx } = createTestShop()
    await request(app).get('/metrics').set('User-Agent', BROWSER).expect(200)
    expect(ctx.training.isSolved('exposedMetricsChallenge')).toBe(true)
  })

  it.each(['Prometheus/2.53.0', 'Alloy/v1.4', 'vm_promscrape', 'otelcol-contrib/0.110'])('is not solved by the scraper %s', async (agent) => {
    const { app, ctx } = createTestShop()
    await request(app).get('/metrics').set('User-Agent', agent).expect(200)
    expect(ctx.training.isSolved('exposedMetricsChallenge')).toBe(false)
  })
})
