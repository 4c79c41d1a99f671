import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

describe('GET /promotion', () => {
  it('renders the video page with the subtitles inlined as a text/vtt script', async () => {
    const response = await request(shop.app).get('/promotion')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.text).toContain('<source src="./video" type="video/mp4">')
    expect(response.text).toMatch(/<script id="subtitle" type="text\/vtt" data-label="English" data-lang="en">WEBVTT\n/)
    expect(response.text).toContain('Welcome to Pulp, the juice shop that wants to be hacked.')
  })
})

describe('GET /video', () => {
  it('serves the promotion video, whole or by range', async () => {
    const whole = await request(shop.app).get('/video').buffer(true)
    expect(whole.status).toBe(200)
    expect(whole.headers['content-type']).toBe('video/mp4')
    const size = Number(whole.headers['content-length'])
    expect(size).toBeGreaterThan(1000)
    const part = await request(shop.app).get('/video').set('Range', 'bytes=0-99').buffer(true)
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`)
    expect(Number(part.headers['content-length'])).toBe(100)
  })
})
