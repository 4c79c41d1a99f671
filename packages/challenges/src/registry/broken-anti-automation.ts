import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The Broken Anti Automation challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const brokenAntiAutomationChallenges = [
  // #14
  defineChallenge({
    key: 'captchaBypassChallenge',
    name: 'CAPTCHA Bypass',
    category: 'Broken Anti Automation',
    difficulty: 3,
    tags: ['Brute Force'],
    description: 'Submit ten or more customer feedbacks within twenty seconds.',
    hints: [
      'Nobody types that fast. Think automation.',
      'Watch the requests of the feedback form. Does the CAPTCHA really have to change for every post?',
      'Fetch one CAPTCHA, then replay its captchaId and answer in a scripted loop of POST /api/Feedbacks.',
    ],
    mitigationUrl: cheatSheet('Credential_Stuffing_Prevention'),
    feature: 'feedback',
  }),
  // #29
  defineChallenge({
    key: 'extraLanguageChallenge',
    name: 'Extra Language',
    category: 'Broken Anti Automation',
    difficulty: 5,
    tags: ['Brute Force'],
    description: 'Load a translation of the shop that was never released.',
    hints: [
      'Translations are plain JSON files that the browser fetches by language code.',
      'The shop is translated on a crowd platform, including into some rather fictional languages.',
      'Try the locale code of Klingon under /assets/i18n/.',
    ],
    mitigationUrl: cheatSheet('Attack_Surface_Analysis'),
    feature: 'static',
    hasVulnerableCode: false,
  }),
  // #54
  defineChallenge({
    key: 'timingAttackChallenge',
    name: 'Multiple Likes',
    category: 'Broken Anti Automation',
    difficulty: 6,
    tags: [],
    description: 'Like the same product review several times with a single account.',
    hints: [
      'The like button works only once per review. Or does it?',
      'The server checks, waits a moment and only then records your like.',
      'Fire three or more like requests for the same review at the very same time.',
    ],
    mitigationUrl: null,
    feature: 'products',
  }),
  // #71
  defineChallenge({
    key: 'resetPasswordMortyChallenge',
    name: "Reset Morty's Password",
    category: 'Broken Anti Automation',
    difficulty: 5,
    tags: ['OSINT', 'Brute Force'],
    description: "Reset Morty's password by guessing his answer, even though the reset form limits how often you may try.",
    hints: [
      'His question is about a pet, and he likes to obfuscate his answers.',
      'The rate limit counts per client address, and the server trusts a header that proxies set.',
      "Send a new X-Forwarded-For value with every request and try leet-speak variants of the pet's name.",
    ],
    mitigationUrl: cheatSheet('Forgot_Password'),
    feature: 'users',
    codingChallenge: true,
  }),
] as const
