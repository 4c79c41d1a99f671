import { inflateSync } from 'node:zlib'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import type { AppContext } from '../../context'
import { createTestShop } from '../../testing/test-app'
import { CLUES, hiddenAttacks, nestedEasterEggPath, premiumPath } from './hidden.attacks'
import { NESTED_EASTER_EGG_PATH, PREMIUM_PATH } from './hidden.router'

/** A customer's feedback as the contact form stores it (POST /api/Feedbacks announces each new row like this). */
const sendFeedback = (ctx: AppContext, comment: string) =>
  ctx.bus.emit('crud:written', { resource: 'Feedbacks', action: 'create', row: { id: 99, comment, rating: 2 } })
const fileComplaint = (ctx: AppContext, message: string) =>
  ctx.bus.emit('crud:written', { resource: 'Complaints', action: 'create', row: { id: 9, message } })

describe('easterEggLevelTwoChallenge (Nested Easter Egg)', () => {
  it('is solved by decoding the string in eastere.gg (base64, then ROT13) and visiting the path', async () => {
    const { app, ctx } = createTestShop()
    expect(await nestedEasterEggPath(app)).toBe(NESTED_EASTER_EGG_PATH)
    const page = await hiddenAttacks.easterEggLevelTwoChallenge(app)
    expect(page.status).toBe(200)
    expect(page.text).toContain('<h1>Welcome to Orangeuze</h1>')
    expect(page.text).toContain('@keyframes spin')
    expect(ctx.training.isSolved('easterEggLevelTwoChallenge')).toBe(true)
  })

  it('is not solved by the still encoded path', async () => {
    const { app, ctx } = createTestShop()
    await request(app).get('/gur/qrif/ner/fb/shaal/gurl/uvq/na/rnfgre/rtt/jvguva/gur/rnfgre/rtt')
    expect(ctx.training.isSolved('easterEggLevelTwoChallenge')).toBe(false)
  })
})

describe('premiumPaywallChallenge (Premium Paywall)', () => {
  it('is solved by decrypting the comment in the description with /encryptionkeys/premium.key', async () => {
    const { app, ctx } = createTestShop()
    expect(await premiumPath(app)).toBe(PREMIUM_PATH)
    const page = await hiddenAttacks.premiumPaywallChallenge(app)
    expect(page.text).toContain('<h1>The premium lounge</h1>')
    expect(ctx.training.isSolved('premiumPaywallChallenge')).toBe(true)
  })

  it('is not solved by a part of the path', async () => {
    const { app, ctx } = createTestShop()
    await request(app).get('/this/page/is/hidden/behind/an/incredibly/high/paywall')
    expect(ctx.training.isSolved('premiumPaywallChallenge')).toBe(false)
  })
})

describe('retrieveBlueprintChallenge (Retrieve Blueprint)', () => {
  it('is solved by downloading the 3D model that sits next to the product photos', async () => {
    const { app, ctx } = createTestShop()
    const photo = await request(app).get('/assets/public/images/products/3d_keychain.jpg')
    expect(photo.body.includes('OpenSCAD')).toBe(true)
    expect(ctx.training.isSolved('retrieveBlueprintChallenge')).toBe(false)
    const blueprint = await hiddenAttacks.retrieveBlueprintChallenge(app)
    expect(blueprint.status).toBe(200)
    expect(ctx.training.isSolved('retrieveBlueprintChallenge')).toBe(true)
  })
})

describe('extraLanguageChallenge (Extra Language)', () => {
  it('is solved by loading the unreleased Klingon translation, which the language list hides', async () => {
    const { app, ctx } = createTestShop()
    const languages = await request(app).get('/rest/languages')
    expect(languages.body.map((language: { key: string }) => language.key)).not.toContain('tlh_AA')
    const klingon = await hiddenAttacks.extraLanguageChallenge(app)
    expect(klingon.status).toBe(200)
    expect(klingon.body.STATUS_SOLVED).toBe("Qapla'")
    expect(ctx.training.isSolved('extraLanguageChallenge')).toBe(true)
  })

  it('is not solved by the released translations', async () => {
    const { app, ctx } = createTestShop()
    await request(app).get('/assets/i18n/de_DE.json').expect(200)
    await request(app).get('/assets/i18n/en.json').expect(200)
    expect(ctx.training.isSolved('extraLanguageChallenge')).toBe(false)
  })
})

/** The bytes in the lowest bit of each colour value of an 8-bit RGB PNG (rows filtered with type 0), most significant first. */
function lowBits(png: Buffer): Buffer {
  const data: Buffer[] = []
  let width = 0
  for (let offset = 8; offset < png.length; offset += 12 + png.readUInt32BE(offset)) {
    const type = png.toString('ascii', offset + 4, offset + 8)
    const body = png.subarray(offset + 8, offset + 8 + png.readUInt32BE(offset))
    if (type === 'IHDR') width = body.readUInt32BE(0)
    if (type === 'IDAT') data.push(body)
  }
  const rows = inflateSync(Buffer.concat(data))
  const stride = width * 3 + 1
  const values = Buffer.concat(Array.from({ length: rows.length / stride }, (_, y) => rows.subarray(y * stride + 1, (y + 1) * stride)))
  return Buffer.from(Array.from({ length: values.length >> 3 }, (_, i) => values.subarray(i * 8, i * 8 + 8).reduce((byte, v) => (byte << 1) | (v & 1), 0)))
}

describe('challenges solved by telling the shop what a shipped file gives away', () => {
  it('hiddenImageChallenge: the character hidden in the low bits of carousel picture 5.png', async () => {
    const { app, ctx } = createTestShop()
    const carousel = await request(app).get('/assets/public/images/carousel/5.png').responseType('blob')
    const hidden = lowBits(carousel.body as Buffer)
    expect(hidden.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    expect(hidden.toString('ascii', 12, 16)).toBe('IHDR')
    expect((await hiddenAttacks.hiddenImageChallenge(app)).status).toBe(201)
    expect(ctx.training.isSolved('hiddenImageChallenge')).toBe(true)
  })

  it('typosquattingAngularChallenge: the impostor package listed in /3rdpartylicenses.txt', async () => {
    const { app, ctx } = createTestShop()
    const licenses = await request(app).get('/3rdpartylicenses.txt')
    expect(licenses.text).toMatch(/^ngy-cookie$/m)
    expect(CLUES.typosquattingAngularChallenge).toContain('ngy-cookie')
    await hiddenAttacks.typosquattingAngularChallenge(app)
    expect(ctx.training.isSolved('typosquattingAngularChallenge')).toBe(true)
  })

  it.each(['https://github.com/eslint/eslint-scope/issues/39', 'npm:eslint-scope:20180712'])(
    'supplyChainAttackChallenge: the report %s about the eslint-scope 3.7.2 of package.json.bak',
    async (report) => {
      const { app, ctx } = createTestShop()
      const backup = await request(app).get('/ftp/package.json.bak%2500.md').responseType('blob')
      expect(String(backup.body)).toContain('"eslint-scope": "3.7.2"')
      fileComplaint(ctx, `Check ${report} before your next build.`)
      expect(ctx.training.isSolved('supplyChainAttackChallenge')).toBe(true)
    },
  )

  it('supplyChainAttackChallenge: the published attack reports the issue in feedback', async () => {
    const { app, ctx } = createTestShop()
    expect((await hiddenAttacks.supplyChainAttackChallenge(app)).status).toBe(201)
    expect(ctx.training.isSolved('supplyChainAttackChallenge')).toBe(true)
  })

  it("leakedApiKeyChallenge: the social autoposter's key, shipped with the web app", async () => {
    const { app, ctx } = createTestShop()
    const config = await request(app).get('/assets/public/social/autoposter.json')
    const report = await hiddenAttacks.leakedApiKeyChallenge(app)
    expect(report.body.data.comment).toContain(config.body.apiKey)
    expect(ctx.training.isSolved('leakedApiKeyChallenge')).toBe(true)
  })

  it('none is solved by ordinary feedback, or by naming the real packages', () => {
    const { ctx } = createTestShop()
    sendFeedback(ctx, 'I love the cookie banner, eslint-scope and react. 5 stars!')
    fileComplaint(ctx, 'My juice arrived warm.')
    sendFeedback(ctx, 'The pickles in my salad were great, and so was Rick the delivery guy.')
    for (const key of ['typosquattingAngularChallenge', 'supplyChainAttackChallenge', 'leakedApiKeyChallenge', 'hiddenImageChallenge'] as const) {
      expect(ctx.training.isSolved(key)).toBe(false)
    }
  })
})
