import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import type { AppContext } from '../../context'
import { createTestShop } from '../../testing/test-app'
import { affectedAdvisoryChecksum, SECURITY_TXT_PATHS, securityTxtAttacks } from './security-txt.attacks'
import { AFFECTED_ADVISORY } from './security-txt.challenges'

/** A customer's feedback as the contact form stores it (POST /api/Feedbacks announces each new row like this). */
const sendFeedback = (ctx: AppContext, comment: string) =>
  ctx.bus.emit('crud:written', { resource: 'Feedbacks', action: 'create', row: { id: 99, comment, rating: 3 } })

describe('securityPolicyChallenge (Security Policy)', () => {
  it.each(SECURITY_TXT_PATHS)('is solved by reading %s, an RFC 9116 policy', async (path) => {
    const { app, ctx } = createTestShop({ server: { baseUrl: 'https://shop.example' } })
    const response = await request(app).get(path)
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(response.text).toContain('Contact: mailto:donotreply@juice-sh.op\n')
    expect(response.text).toContain('Acknowledgements: /#/score-board\n')
    expect(response.text).toContain('Hiring: /#/jobs\n')
    expect(response.text).toContain('CSAF: https://shop.example/.well-known/csaf/provider-metadata.json\n')
    expect(response.text).toMatch(/^Preferred-Languages: (?=.*\ben\b)(?=.*\bde\b)[a-z, ]+$/m)
    const expires = /^Expires: (.+)$/m.exec(response.text)?.[1]
    expect(new Date(expires ?? '').getFullYear()).toBe(ctx.startedAt.getFullYear() + 1)
    expect(ctx.training.isSolved('securityPolicyChallenge')).toBe(true)
  })

  it('is not solved by other well-known files', async () => {
    const { app, ctx } = createTestShop()
    await request(app).get('/.well-known/csaf/provider-metadata.json').expect(200)
    expect(ctx.training.isSolved('securityPolicyChallenge')).toBe(false)
  })
})

describe('csafChallenge (Security Advisory)', () => {
  it('lets a player follow security.txt to the provider metadata, the advisory list and the checksum', async () => {
    const { app } = createTestShop({ server: { baseUrl: 'https://shop.example' } })
    const metadata = await request(app).get('/.well-known/csaf/provider-metadata.json')
    expect(metadata.body.distributions).toEqual([{ directory_url: 'https://shop.example/.well-known/csaf/' }])
    const index = await request(app).get('/.well-known/csaf/index.txt')
    expect(index.text.trim()).toBe('2017/pulp-sa-2017-0001.json')
    const advisory = await request(app).get('/.well-known/csaf/2017/pulp-sa-2017-0001.json')
    expect(advisory.body.vulnerabilities[0].product_status.known_affected).toContain('PULP-SHOP-ALL')
    const checksum = await request(app).get('/.well-known/csaf/2017/pulp-sa-2017-0001.json.sha512')
    expect(checksum.text ?? checksum.body.toString()).toMatch(/^[0-9a-f]{128} {2}pulp-sa-2017-0001\.json\n$/)
    const listing = await request(app).get('/.well-known/csaf/2017/').set('Accept', 'text/html')
    expect(listing.text).toContain('pulp-sa-2017-0001.json.sha512')
  })

  it("publishes the advisory's real SHA-512", () => {
    const published = readFileSync(`${AFFECTED_ADVISORY}.sha512`, 'utf8').split(' ')[0]
    expect(published).toBe(createHash('sha512').update(readFileSync(AFFECTED_ADVISORY)).digest('hex'))
  })

  it('is solved by following security.txt to the affected advisory and reporting its checksum in feedback', async () => {
    const { app, ctx } = createTestShop({ server: { baseUrl: 'https://shop.example' } })
    const published = readFileSync(`${AFFECTED_ADVISORY}.sha512`, 'utf8').split(' ')[0]
    expect(await affectedAdvisoryChecksum(app)).toBe(published)
    expect((await securityTxtAttacks.csafChallenge(app)).status).toBe(201)
    expect(ctx.training.isSolved('csafChallenge')).toBe(true)
  })

  it('counts the checksum in any letter case', () => {
    const { ctx } = createTestShop()
    const published = readFileSync(`${AFFECTED_ADVISORY}.sha512`, 'utf8').split(' ')[0]
    sendFeedback(ctx, `Your own advisory says you are affected: ${published.toUpperCase()}`)
    expect(ctx.training.isSolved('csafChallenge')).toBe(true)
  })

  it('is solved by the checksum of the published solutions (config csafHashValue)', () => {
    const { ctx } = createTestShop()
    sendFeedback(ctx, ctx.config.challenges.csafHashValue)
    expect(ctx.training.isSolved('csafChallenge')).toBe(true)
  })

  it('is not solved by feedback without the checksum, or by a checksum in an edited row', () => {
    const { ctx } = createTestShop()
    sendFeedback(ctx, 'Nice juice, thanks!')
    ctx.bus.emit('crud:written', { resource: 'Feedbacks', action: 'update', row: { comment: ctx.config.challenges.csafHashValue } })
    expect(ctx.training.isSolved('csafChallenge')).toBe(false)
  })
})
