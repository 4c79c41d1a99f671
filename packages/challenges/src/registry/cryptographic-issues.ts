import { defineChallenge } from '../definition'
import { cheatSheet, PREMIUM_CONTENT_CIPHERTEXT } from '../description-text'

/** The Cryptographic Issues challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const cryptographicIssuesChallenges = [
  // #31
  defineChallenge({
    key: 'forgedCouponChallenge',
    name: 'Forged Coupon',
    category: 'Cryptographic Issues',
    difficulty: 6,
    tags: ['Good for Demos', 'Code Analysis'],
    description: 'Create your own coupon worth at least 80% off and check out with it.',
    hints: [
      'Look at the old coupons you can find; they all look alike.',
      'The codes are not random: they encode a short text made of a month, a year and a discount.',
      'Z85-encode a text of the form MMMYY-80 for the current month and apply it to your basket.',
    ],
    mitigationUrl: cheatSheet('Cryptographic_Storage'),
    feature: 'basket',
  }),
  // #41
  defineChallenge({
    key: 'continueCodeChallenge',
    name: 'Imaginary Challenge',
    category: 'Cryptographic Issues',
    difficulty: 6,
    tags: ['Shenanigans', 'Code Analysis'],
    description: 'Solve challenge #999. It does not exist, but the shop can be convinced that you solved it anyway.',
    hints: [
      'Your progress is kept in a code you can take away and apply again later.',
      'The code comes from a well-known library that turns numbers into short strings, here with a guessable salt.',
      "Encode [999] with Hashids using the shop's salt, minimum length and alphabet, then send PUT /rest/continue-code/apply/<code>.",
    ],
    mitigationUrl: cheatSheet('Cryptographic_Storage'),
    feature: 'training',
  }),
  // #55
  defineChallenge({
    key: 'easterEggLevelTwoChallenge',
    name: 'Nested Easter Egg',
    category: 'Cryptographic Issues',
    difficulty: 4,
    tags: ['Shenanigans', 'Good for Demos'],
    description: 'Solve the puzzle inside the easter egg and visit the place it points to.',
    hints: [
      'The easter egg is not the end: it holds an encoded string.',
      'The string is base64, and what comes out looks like a path with rotated letters.',
      'Decode base64, then ROT13, and open the resulting path on the shop.',
    ],
    mitigationUrl: null,
    feature: 'static',
    hasVulnerableCode: false,
  }),
  // #62
  defineChallenge({
    key: 'premiumPaywallChallenge',
    name: 'Premium Paywall',
    category: 'Cryptographic Issues',
    difficulty: 6,
    tags: ['Shenanigans'],
    description: `<em>Get into the exclusive premium area without paying its price.</em><!--${PREMIUM_CONTENT_CIPHERTEXT}-->`,
    hints: [
      "There is more to this challenge's description than meets the eye; read its HTML.",
      'An encrypted blob hides in a comment, and the key sits in a browsable folder of this server.',
      'Decrypt the blob with AES-256-CBC using the IV and key from /encryptionkeys/premium.key, then visit the path you get.',
    ],
    mitigationUrl: cheatSheet('Key_Management'),
    feature: 'static',
  }),
  // #89
  defineChallenge({
    key: 'weirdCryptoChallenge',
    name: 'Weird Crypto',
    category: 'Cryptographic Issues',
    difficulty: 2,
    tags: [],
    description: 'Tell the shop about an algorithm or library it should not use the way it does.',
    hints: [
      'The shop encodes and hashes in several places, and not all of it is cryptography.',
      'Think about how passwords, coupons and continue codes are produced.',
      'Name one of them, for example the hash function used for passwords, in the contact form.',
    ],
    mitigationUrl: cheatSheet('Cryptographic_Storage'),
    feature: 'users',
  }),
] as const
