import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { startLiveShop } from '../../testing/live-shop'
import { createTestShop } from '../../testing/test-app'
import { CAT_DECAL, redirectAttacks, SMUGGLED_TARGET, SOURCE_CODE } from './redirect.attacks'

describe('/redirect', () => {
  it('sends visitors on to an allowed site', async () => {
    const { app } = createTestShop()
    const response = await request(app).get(`/redirect?to=${encodeURIComponent(SOURCE_CODE)}`)
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe(SOURCE_CODE)
  })

  it('refuses a target that is not on the allowlist with 406, and a missing target with 400', async () => {
    const { app } = createTestShop()
    const refused = await request(app).get('/redirect?to=https://evil.example').set('Accept', 'application/json')
    expect(refused.status).toBe(406)
    expect(refused.body.error.message).toBe('Unrecognized target URL for redirect: https://evil.example')
    expect((await request(app).get('/redirect')).status).toBe(400)
    expect((await request(app).get('/redirect?to=a&to=b')).status).toBe(400)
  })
})

describe('redirectChallenge (Allowlist Bypass)', () => {
  it('is solved by hiding an allowed URL in the query of another site', async () => {
    const { app, ctx } = createTestShop()
    const response = await redirectAttacks.redirectChallenge(app)
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe(SMUGGLED_TARGET)
    expect(ctx.training.isSolved('redirectChallenge')).toBe(true)
  })

  it('is not solved by following the source code link', async () => {
    const { app, ctx } = createTestShop()
    await request(app).get(`/redirect?to=${SOURCE_CODE}`).expect(302)
    await request(app).get('/redirect?to=https://evil.example').expect(406)
    expect(ctx.training.isSolved('redirectChallenge')).toBe(false)
  })
})

describe('redirectCryptoCurrencyChallenge (Outdated Allowlist)', () => {
  it.each([
    'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm',
    'https://explorer.dash.org/address/Xr556RzuwX6hg5EGpkybbv5RanJoZN17kW',
    'https://etherscan.io/address/0x0f933ab9fcaaa782d0279c300d73750e1311eae6',
  ])('is solved by following the retired donation link %s', async (link) => {
    const { app, ctx } = createTestShop()
    const response = await request(app).get(`/redirect?to=${link}`)
    expect(response.headers.location).toBe(link)
    expect(ctx.training.isSolved('redirectCryptoCurrencyChallenge')).toBe(true)
  })

  it('is not solved by the merchandise links that are still in use', async () => {
    const { app, ctx } = createTestShop()
    await request(app).get('/redirect?to=http://shop.spreadshirt.com/juiceshop').expect(302)
    await request(app).get('/redirect?to=http://leanpub.com/juice-shop').expect(302)
    expect(ctx.training.isSolved('redirectCryptoCurrencyChallenge')).toBe(false)
  })
})

describe('svgInjectionChallenge (Cross-Site Imaging), as the deluxe page reports its test decal', () => {
  const report = (value: string) => {
    const shop = createTestShop()
    shop.ctx.bus.emit('socket:verify-svg-injection', { value })
    return shop.ctx.training.isSolved('svgInjectionChallenge')
  }

  it('is solved by the published decal that climbs to a cat picture on cataas.com, reported over socket.io', async () => {
    const shop = await startLiveShop()
    try {
      expect(await redirectAttacks.svgInjectionChallenge(shop.url)).toBe(true)
      expect(shop.ctx.training.isSolved('svgInjectionChallenge')).toBe(true)
      expect(report(CAT_DECAL)).toBe(true)
    } finally {
      await shop.close()
    }
  })

  it("is solved by a decal that redirects to the shop's own cat picture (works offline)", () => {
    expect(report(`../../../redirect?to=http://localhost:3000/assets/public/images/cat.svg?x=${SOURCE_CODE}`)).toBe(true)
  })

  it('is not solved by a real decal, a cat the allowlist refuses, or a redirect that is no cat', () => {
    expect(report('deluxe-decal.svg')).toBe(false)
    expect(report('../../../redirect?to=https://cataas.com/cat')).toBe(false)
    expect(report(`../../../redirect?to=${SOURCE_CODE}`)).toBe(false)
  })
})
