import { defineChallenge } from './definition'
import { cheatSheet, code, IFRAME_XSS_PAYLOAD, PREMIUM_CONTENT_CIPHERTEXT } from './description-text'

/** Challenges #61 to #75; the position in `challenges` is the id that continue codes encode. */
export const challenges061To075 = [
  // #61
  defineChallenge({
    key: 'negativeOrderChallenge',
    name: 'Payback Time',
    category: 'Improper Input Validation',
    difficulty: 3,
    tags: [],
    description: 'Place an order that makes the shop pay you.',
    hints: [
      'Quantities in the basket can be changed.',
      'The page prevents negative numbers; the API may not.',
      'Send PUT /api/BasketItems/<id> with a negative quantity, then check out.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'basket',
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
  // #63
  defineChallenge({
    key: 'privacyPolicyChallenge',
    name: 'Privacy Policy',
    category: 'Miscellaneous',
    difficulty: 1,
    tags: ['Good Practice', 'Tutorial', 'Good for Demos'],
    description: "Read the shop's privacy policy.",
    hints: [
      'Once you are logged in, the account menu has a privacy section.',
      'Open the privacy policy listed under Privacy & Security.',
    ],
    mitigationUrl: null,
    feature: 'web',
    tutorialOrder: 4,
    hasVulnerableCode: false,
  }),
  // #64
  defineChallenge({
    key: 'privacyPolicyProofChallenge',
    name: 'Privacy Policy Inspection',
    category: 'Security through Obscurity',
    difficulty: 3,
    tags: ['Shenanigans', 'Good for Demos'],
    description: 'Prove that you really read the privacy policy by finding what it hides.',
    hints: [
      'Some phrases of the policy react when you hover over them.',
      'The highlighted phrases, read in order, form a URL path on this server.',
      'Join the highlighted phrases with slashes and request that path.',
    ],
    mitigationUrl: null,
    feature: 'web',
    hasVulnerableCode: false,
  }),
  // #65
  defineChallenge({
    key: 'changeProductChallenge',
    name: 'Product Tampering',
    category: 'Broken Access Control',
    difficulty: 3,
    tags: [],
    description: 'Change the link in the description of the product <em>OWASP SSL Advanced Forensic Tool (O-Saft)</em> so that it points to <code>https://owasp.slack.com</code>.',
    hints: [
      'Products can be read through the API. Can they be written as well?',
      'Compare which HTTP verbs on /api/Products require a login or a role.',
      'Send PUT /api/Products/9 with a description whose link points to the requested address.',
    ],
    mitigationUrl: cheatSheet('Authorization'),
    feature: 'products',
    codingChallenge: true,
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
  // #67
  defineChallenge({
    key: 'passwordRepeatChallenge',
    name: 'Repetitive Registration',
    category: 'Improper Input Validation',
    difficulty: 1,
    tags: [],
    description: 'Create an account whose repeated password does not match its password.',
    hints: [
      'Is the comparison made in the browser or on the server?',
      'Fill in the form correctly, then change the first password field once more.',
      'Or send POST /api/Users with a passwordRepeat that differs from password.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'users',
  }),
  // #68
  defineChallenge({
    key: 'resetPasswordBenderChallenge',
    name: "Reset Bender's Password",
    category: 'Broken Authentication',
    difficulty: 4,
    tags: ['OSINT'],
    description: "Reset Bender's password by answering his security question.",
    hints: [
      'His question asks for his first employer.',
      'Bender is a famous cartoon robot; research his career.',
      'He once worked for a company that sells booths of a rather final kind.',
    ],
    mitigationUrl: cheatSheet('Choosing_and_Using_Security_Questions'),
    feature: 'users',
    codingChallenge: true,
  }),
  // #69
  defineChallenge({
    key: 'resetPasswordBjoernChallenge',
    name: "Reset Bjoern's Password",
    category: 'Broken Authentication',
    difficulty: 5,
    tags: ['OSINT'],
    description: "Reset the password of Bjoern's internal account (bjoern@juice-sh.op) by answering his security question.",
    hints: [
      'His question asks for the postal code of the place where he lived as a teenager.',
      'Find out where he grew up from his public profiles. German postal codes changed in the 1990s.',
      'Use the old West German postal code of his home town, written the way it was back then.',
    ],
    mitigationUrl: cheatSheet('Choosing_and_Using_Security_Questions'),
    feature: 'users',
    codingChallenge: true,
  }),
  // #70
  defineChallenge({
    key: 'resetPasswordJimChallenge',
    name: "Reset Jim's Password",
    category: 'Broken Authentication',
    difficulty: 3,
    tags: ['OSINT'],
    description: "Reset Jim's password by answering his security question.",
    hints: [
      "Jim's reviews and address suggest that he is a famous starship captain.",
      'His question asks for the middle name of his eldest sibling.',
      "Look up the captain's brother in the canon of the show.",
    ],
    mitigationUrl: cheatSheet('Choosing_and_Using_Security_Questions'),
    feature: 'users',
    codingChallenge: true,
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
  // #72
  defineChallenge({
    key: 'retrieveBlueprintChallenge',
    name: 'Retrieve Blueprint',
    category: 'Sensitive Data Exposure',
    difficulty: 5,
    tags: [],
    description: "Download the design file of one of the shop's 3D-printed products.",
    hints: [
      'One product came out of a 3D printer, and its photo still knows which software designed it.',
      "Read the photo's metadata, then think about which file type that software saves.",
      'Guess the file name next to the product images in /assets/public/images/products/.',
    ],
    mitigationUrl: cheatSheet('Attack_Surface_Analysis'),
    feature: 'static',
    hasVulnerableCode: false,
  }),
  // #73
  defineChallenge({
    key: 'ssrfChallenge',
    name: 'SSRF',
    category: 'Broken Access Control',
    difficulty: 6,
    tags: ['Code Analysis'],
    description: 'Make the server request a hidden internal resource on your behalf.',
    hints: [
      'The profile lets you set a picture by URL, and the server downloads it itself.',
      'The malware in the ftp quarantine folder knows an internal address and a secret key; take it apart.',
      "Set your image URL to the shop's own /solve/challenges/server-side?key=... address.",
    ],
    mitigationUrl: cheatSheet('Server_Side_Request_Forgery_Prevention'),
    feature: 'profile',
  }),
  // #74
  defineChallenge({
    key: 'sstiChallenge',
    name: 'SSTi',
    category: 'Injection',
    difficulty: 6,
    tags: ['Contraption', 'Danger Zone', 'Code Analysis'],
    description: 'Make the server run code of your choice through your username, for example to fetch and start the (harmless) juicy malware.',
    hints: [
      'The profile page is rendered from a template on the server.',
      'Usernames of a particular form are evaluated before the page is rendered.',
      'Choose a #{...} username whose JavaScript makes the server download and run the malware from the quarantine folder.',
    ],
    mitigationUrl: cheatSheet('Injection_Prevention'),
    feature: 'profile',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #75
  defineChallenge({
    key: 'scoreBoardChallenge',
    name: 'Score Board',
    category: 'Miscellaneous',
    difficulty: 1,
    tags: ['Tutorial', 'Code Analysis'],
    description: 'Find the page that keeps track of your progress.',
    hints: [
      'There is a page listing all challenges, but no link leads to it.',
      'Guess its name, or search the JavaScript bundle for route definitions.',
      'Try #/score-board.',
    ],
    mitigationUrl: null,
    feature: 'web',
    codingChallenge: true,
    tutorialOrder: 1,
  }),
] as const
