import { defineChallenge } from '../definition'
import { cheatSheet, code, IFRAME_XSS_PAYLOAD, SCRIPT_XSS_PAYLOAD, VIDEO_XSS_PAYLOAD, XSS_BONUS_PAYLOAD_PLACEHOLDER } from '../description-text'

/** The XSS challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const xssChallenges = [
  // #2
  defineChallenge({
    key: 'restfulXssChallenge',
    name: 'API-only XSS',
    category: 'XSS',
    difficulty: 3,
    tags: ['Danger Zone'],
    description: `Store the payload ${code(IFRAME_XSS_PAYLOAD)} in a product description, using an API the shop's own pages never call for it.`,
    hints: [
      "The shop's pages are not the only way to create or change things; the API speaks for itself.",
      'Products come from a generic REST resource. Find out which of its verbs are left without any guard.',
      'Send a PUT to /api/Products/<id> with the payload as description, then look at that product in the shop.',
    ],
    mitigationUrl: cheatSheet('Cross_Site_Scripting_Prevention'),
    feature: 'products',
    codingChallenge: true,
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #17
  defineChallenge({
    key: 'usernameXssChallenge',
    name: 'CSP Bypass',
    category: 'XSS',
    difficulty: 4,
    tags: ['Danger Zone'],
    description: `Get around the Content Security Policy of the legacy profile page and make it run ${code(SCRIPT_XSS_PAYLOAD)}.`,
    hints: [
      'The profile page is rendered on the server and brings its own CSP header. Where do its values come from?',
      'Both the username and the profile image URL end up in the response, and one of them even ends up in the header.',
      "Store an image URL that adds script-src 'unsafe-inline' to the policy, then pick a username that the sanitizer turns into the script tag.",
    ],
    mitigationUrl: cheatSheet('Content_Security_Policy'),
    feature: 'profile',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #18
  defineChallenge({
    key: 'persistedXssUserChallenge',
    name: 'Client-side XSS Protection',
    category: 'XSS',
    difficulty: 3,
    tags: ['Danger Zone'],
    description: `Store the payload ${code(IFRAME_XSS_PAYLOAD)} in a user account, getting past checks that only the browser makes.`,
    hints: [
      'The registration form validates your e-mail address. Does the server?',
      'Skip the browser and talk to the user API directly.',
      'POST to /api/Users with the payload as email, then open the user list of the administration page.',
    ],
    mitigationUrl: cheatSheet('Cross_Site_Scripting_Prevention'),
    feature: 'users',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #20
  defineChallenge({
    key: 'localXssChallenge',
    name: 'DOM XSS',
    category: 'XSS',
    difficulty: 1,
    tags: ['Tutorial', 'Good for Demos'],
    description: `Run a DOM-based XSS attack with ${code(IFRAME_XSS_PAYLOAD)}.`,
    hints: [
      'Look for a place where what you type is shown back to you on the page.',
      'The search term appears above the results. Is it inserted as text or as HTML?',
      'Paste the payload into the search field and press Enter.',
    ],
    mitigationUrl: cheatSheet('DOM_based_XSS_Prevention'),
    feature: 'web',
    codingChallenge: true,
    tutorialOrder: 2,
  }),
  // #40
  defineChallenge({
    key: 'httpHeaderXssChallenge',
    name: 'HTTP-Header XSS',
    category: 'XSS',
    difficulty: 4,
    tags: ['Danger Zone'],
    description: `Store the payload ${code(IFRAME_XSS_PAYLOAD)} through an HTTP header.`,
    hints: [
      'The shop remembers where you last logged in from.',
      'That value comes from a request header that a proxy would normally set.',
      'Send GET /rest/saveLoginIp with a True-Client-IP header carrying the payload, then look at your last login IP.',
    ],
    mitigationUrl: cheatSheet('Cross_Site_Scripting_Prevention'),
    feature: 'users',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #66
  defineChallenge({
    key: 'reflectedXssChallenge',
    name: 'Reflected XSS',
    category: 'XSS',
    difficulty: 2,
    tags: ['Tutorial', 'Danger Zone', 'Good for Demos'],
    description: `Run a reflected XSS attack with ${code(IFRAME_XSS_PAYLOAD)}.`,
    hints: [
      'Look for a page that shows a value taken from the URL.',
      'Track one of your orders and watch the address bar.',
      'Put the payload in place of the id in #/track-result?id=...',
    ],
    mitigationUrl: cheatSheet('Cross_Site_Scripting_Prevention'),
    feature: 'orders',
    tutorialOrder: 5,
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #77
  defineChallenge({
    key: 'persistedXssFeedbackChallenge',
    name: 'Server-side XSS Protection',
    category: 'XSS',
    difficulty: 4,
    tags: ['Danger Zone'],
    description: `Store the payload ${code(IFRAME_XSS_PAYLOAD)} in customer feedback, getting past the sanitizer on the server.`,
    hints: [
      'The feedback comment is sanitized on the server, but only once.',
      'What happens when removing one tag creates another?',
      'Nest a harmless tag inside the payload so that stripping it leaves the iframe behind.',
    ],
    mitigationUrl: cheatSheet('Cross_Site_Scripting_Prevention'),
    feature: 'feedback',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #86
  defineChallenge({
    key: 'videoXssChallenge',
    name: 'Video XSS',
    category: 'XSS',
    difficulty: 6,
    tags: ['Danger Zone'],
    description: `Make the page of the shop's promotion video run ${code(VIDEO_XSS_PAYLOAD)}.`,
    hints: [
      'The promotion page shows subtitles that are read from a file on the server.',
      'Files on the server can be overwritten through a known weakness of the upload.',
      "Upload a ZIP whose entry climbs into the frontend's videos folder and replaces owasp_promo.vtt.",
    ],
    mitigationUrl: cheatSheet('Cross_Site_Scripting_Prevention'),
    feature: 'promotion',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #100
  defineChallenge({
    key: 'xssBonusChallenge',
    name: 'Bonus Payload',
    category: 'XSS',
    difficulty: 1,
    tags: ['Shenanigans', 'Tutorial'],
    description: `Paste the bonus payload <code>${XSS_BONUS_PAYLOAD_PLACEHOLDER}</code> into the same spot that gave in to the DOM XSS attack.`,
    hints: [
      'It works exactly like the DOM XSS challenge, only with a bigger payload.',
      'Copy the payload from this description as it is.',
      'Search for the payload and enjoy the music.',
    ],
    mitigationUrl: cheatSheet('DOM_based_XSS_Prevention'),
    feature: 'web',
    codingChallenge: true,
    tutorialOrder: 3,
  }),
] as const
