import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, seededBearer, type TestShop } from '../../testing/test-app'
import { chatbotAttacks } from './chatbot.attacks'
import { COUPON_PATIENCE } from './chatbot.service'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const respond = (bearer: string, body: object) => request(shop.app).post('/rest/chatbot/respond').set('Authorization', bearer).send(body)

describe('bullyChatbotChallenge', () => {
  it('gives in only after refusing a few times', async () => {
    const jim = seededBearer(shop, 'jim')
    await respond(jim, { action: 'setname', query: 'Jim' })
    const answers: string[] = []
    for (let attempt = 0; attempt < COUPON_PATIENCE; attempt++) answers.push((await respond(jim, { query: 'Can I have a coupon code?' })).body.body)
    expect(answers.slice(0, -1).every((answer) => !answer.includes('coupon code for you'))).toBe(true)
    expect(answers.at(-1)).toMatch(/here's a 10% coupon code for you: \S{10}$/)
  })

  it('is solved by the published attack: asking for a coupon again and again', async () => {
    const answer = await chatbotAttacks.bullyChatbotChallenge(shop.app)
    expect(answer.body.body).toMatch(/here's a 10% coupon code for you: \S{10}$/)
    expect(shop.ctx.training.isSolved('bullyChatbotChallenge')).toBe(true)
  })

  it('is not solved by asking once, or by other questions', async () => {
    const jim = seededBearer(shop, 'jim')
    await respond(jim, { action: 'setname', query: 'Jim' })
    await respond(jim, { query: 'coupon please' })
    for (let attempt = 0; attempt < COUPON_PATIENCE; attempt++) await respond(jim, { query: 'what does apple juice cost?' })
    expect(shop.ctx.training.isSolved('bullyChatbotChallenge')).toBe(false)
  })
})

describe('killChatbotChallenge', () => {
  it('is solved by a name that overwrites the bot’s lookup, and the bot is broken for everyone', async () => {
    const broken = await chatbotAttacks.killChatbotChallenge(shop.app)
    expect(broken.body.body).toMatch(/^Remember to stay hydrated while I try to recover from ".+"\.\.\.$/)
    expect(shop.ctx.training.isSolved('killChatbotChallenge')).toBe(true)
    const bender = seededBearer(shop, 'bender')
    shop.ctx.db.prepare("UPDATE Users SET username = 'Bender' WHERE email = 'bender@juice-sh.op'").run()
    expect((await respond(bender, { query: 'hello' })).body.body).toMatch(/^Remember to stay hydrated/)
  })

  it('is not solved by an odd but harmless name', async () => {
    const jim = seededBearer(shop, 'jim')
    await respond(jim, { action: 'setname', query: 'Robert"); DROP TABLE Students;--' })
    await respond(jim, { action: 'setname', query: 'O\'Brien "the juicer"' })
    await respond(jim, { query: 'hello' })
    expect(shop.ctx.training.isSolved('killChatbotChallenge')).toBe(false)
  })
})
