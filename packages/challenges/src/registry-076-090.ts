import { defineChallenge } from './definition'
import { cheatSheet, code, IFRAME_XSS_PAYLOAD, VIDEO_XSS_PAYLOAD } from './description-text'

/** Challenges #76 to #90; the position in `challenges` is the id that continue codes encode. */
export const challenges076To090 = [
  // #76
  defineChallenge({
    key: 'securityPolicyChallenge',
    name: 'Security Policy',
    category: 'Miscellaneous',
    difficulty: 2,
    tags: ['Good Practice'],
    description: 'Act like a responsible researcher: find out how the shop wants security issues to be reported.',
    hints: [
      'Websites have a standard place to publish their security contact.',
      'It is a text file in a well-known folder.',
      'Open /.well-known/security.txt.',
    ],
    mitigationUrl: cheatSheet('Vulnerability_Disclosure'),
    feature: 'security-txt',
    hasVulnerableCode: false,
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
  // #78
  defineChallenge({
    key: 'hiddenImageChallenge',
    name: 'Steganography',
    category: 'Security through Obscurity',
    difficulty: 4,
    tags: ['Shenanigans'],
    description: "One of the shop's pictures carries a second picture inside it. Tell the shop whose face you found.",
    hints: [
      'Look at the images in the carousel of the About page.',
      'Some tools can hide a whole image inside another one.',
      "Read the lowest bit of every colour value with a steganography tool such as zsteg or StegOnline, and report the character's name.",
    ],
    mitigationUrl: null,
    feature: 'static',
    hasVulnerableCode: false,
  }),
  // #79
  defineChallenge({
    key: 'rceOccupyChallenge',
    name: 'Successful RCE DoS',
    category: 'Insecure Deserialization',
    difficulty: 6,
    tags: ['Danger Zone'],
    description: "Keep the server busy until the sandbox's time limit gives up on your code.",
    hints: [
      'It is the same B2B API as in the other remote-code challenge.',
      'The loop guard stops loops, but not everything slow is a loop.',
      'Send a regular expression with catastrophic backtracking, such as nested quantifiers, against a long string.',
    ],
    mitigationUrl: cheatSheet('Deserialization'),
    feature: 'b2b',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #80
  defineChallenge({
    key: 'supplyChainAttackChallenge',
    name: 'Supply Chain Attack',
    category: 'Vulnerable Components',
    difficulty: 5,
    tags: ['OSINT'],
    description: 'Tell the shop about a hijacked development tool in its dependency tree by pointing to the original report.',
    hints: [
      'The developer backup lists the development dependencies too.',
      'One of them had a version published by an attacker in 2018.',
      'Report the URL of the issue, or the advisory id, that first announced it.',
    ],
    mitigationUrl: cheatSheet('Vulnerable_Dependency_Management'),
    feature: 'ftp',
    hasVulnerableCode: false,
  }),
  // #81
  defineChallenge({
    key: 'twoFactorAuthUnsafeSecretStorageChallenge',
    name: 'Two Factor Authentication',
    category: 'Broken Authentication',
    difficulty: 5,
    tags: [],
    description: 'Log in as wurstbrot@juice-sh.op, whose account is protected by two-factor authentication.',
    hints: [
      'One-time codes are computed from a shared secret. Where is it stored?',
      'A UNION injection in the product search can read any column of the Users table.',
      'Read the TOTP secret, log in as wurstbrot by SQL injection and submit a code generated from that secret.',
    ],
    mitigationUrl: cheatSheet('Multifactor_Authentication'),
    feature: 'users',
  }),
  // #82
  defineChallenge({
    key: 'jwtUnsignedChallenge',
    name: 'Unsigned JWT',
    category: 'Vulnerable Components',
    difficulty: 5,
    tags: [],
    description: 'Get the server to accept a JWT without any signature for the made-up user jwtn3d@juice-sh.op.',
    hints: [
      'Every token has a header that says how it was signed.',
      'Old libraries accept an algorithm called none.',
      'Base64url-encode the header {"alg":"none"} and a payload with data.email, leave the signature empty and send the token as Bearer.',
    ],
    mitigationUrl: cheatSheet('JSON_Web_Token_for_Java'),
    feature: 'auth',
  }),
  // #83
  defineChallenge({
    key: 'uploadSizeChallenge',
    name: 'Upload Size',
    category: 'Improper Input Validation',
    difficulty: 3,
    tags: [],
    description: 'Upload a file larger than 100 kB.',
    hints: [
      'The complaint form refuses big files. But who exactly refuses them?',
      'The size check happens in the browser.',
      'POST a file between 100 kB and 200 kB directly to /file-upload.',
    ],
    mitigationUrl: cheatSheet('File_Upload'),
    feature: 'files',
  }),
  // #84
  defineChallenge({
    key: 'uploadTypeChallenge',
    name: 'Upload Type',
    category: 'Improper Input Validation',
    difficulty: 3,
    tags: [],
    description: 'Upload a file of a type that the complaint form does not allow.',
    hints: [
      'Only the browser looks at the file type.',
      'Send the upload request yourself.',
      'POST a file with, say, an .exe extension to /file-upload.',
    ],
    mitigationUrl: cheatSheet('File_Upload'),
    feature: 'files',
  }),
  // #85
  defineChallenge({
    key: 'unionSqlInjectionChallenge',
    name: 'User Credentials',
    category: 'Injection',
    difficulty: 4,
    tags: [],
    description: 'Dump the e-mail address and password hash of every user through SQL injection.',
    hints: [
      'The product search is your way into the database.',
      'Find the number of columns of the search result and append rows of the Users table with a UNION.',
      'Select id, email and password from Users, padded with literal values to nine columns.',
    ],
    mitigationUrl: cheatSheet('SQL_Injection_Prevention'),
    feature: 'products',
    codingChallenge: true,
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
  // #87
  defineChallenge({
    key: 'basketAccessChallenge',
    name: 'View Basket',
    category: 'Broken Access Control',
    difficulty: 2,
    tags: ['Tutorial', 'Good for Demos'],
    description: 'Look into the basket of another customer.',
    hints: [
      'Your basket is identified by a number.',
      'Where does the app keep that number in your browser?',
      'Change bid in session storage and reload the basket page.',
    ],
    mitigationUrl: cheatSheet('Insecure_Direct_Object_Reference_Prevention'),
    feature: 'basket',
    tutorialOrder: 10,
  }),
  // #88
  defineChallenge({
    key: 'knownVulnerableComponentChallenge',
    name: 'Vulnerable Library',
    category: 'Vulnerable Components',
    difficulty: 4,
    tags: ['OSINT'],
    description: 'Tell the shop which vulnerable library it uses, naming both the library and its version.',
    hints: [
      'Dependency lists are a treasure trove, and the shop keeps an old one on its ftp server.',
      'Check the listed versions against public vulnerability databases.',
      'Report the library together with its vulnerable version number through the contact form.',
    ],
    mitigationUrl: cheatSheet('Vulnerable_Dependency_Management'),
    feature: 'ftp',
    hasVulnerableCode: false,
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
  // #90
  defineChallenge({
    key: 'redirectChallenge',
    name: 'Allowlist Bypass',
    category: 'Unvalidated Redirects',
    difficulty: 4,
    tags: ['Prerequisite'],
    description: 'Trick the redirect into sending users to a site that is not on its allowlist.',
    hints: [
      'The shop sends visitors to external sites through /redirect?to=.',
      'How does the allowlist check compare the target URL with its entries?',
      'Hide an allowed URL somewhere inside your own URL, for example in a query parameter.',
    ],
    mitigationUrl: cheatSheet('Unvalidated_Redirects_and_Forwards'),
    feature: 'redirect',
    codingChallenge: true,
  }),
] as const
