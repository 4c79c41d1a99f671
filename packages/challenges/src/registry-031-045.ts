import { defineChallenge } from './definition'
import { cheatSheet, code, IFRAME_XSS_PAYLOAD } from './description-text'

/** Challenges #31 to #45; the position in `challenges` is the id that continue codes encode. */
export const challenges031To045 = [
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
  // #32
  defineChallenge({
    key: 'forgedFeedbackChallenge',
    name: 'Forged Feedback',
    category: 'Broken Access Control',
    difficulty: 3,
    tags: ['Tutorial'],
    description: 'Submit feedback in the name of another user.',
    hints: [
      'The feedback form sends more than what you typed.',
      'A hidden field identifies the author.',
      "Unhide the UserId field of the form, or edit the request, and put in another user's id.",
    ],
    mitigationUrl: cheatSheet('Insecure_Direct_Object_Reference_Prevention'),
    feature: 'feedback',
    tutorialOrder: 11,
  }),
  // #33
  defineChallenge({
    key: 'forgedReviewChallenge',
    name: 'Forged Review',
    category: 'Broken Access Control',
    difficulty: 3,
    tags: [],
    description: 'Publish a product review that claims to be written by someone else.',
    hints: [
      'Reviews carry an author. Who fills it in?',
      'Compare the author sent with a review to the e-mail address in your token.',
      "Send PUT /rest/products/<id>/reviews with another user's e-mail as author, or edit somebody else's review.",
    ],
    mitigationUrl: cheatSheet('Authorization'),
    feature: 'products',
    codingChallenge: true,
  }),
  // #34
  defineChallenge({
    key: 'jwtForgedChallenge',
    name: 'Forged Signed JWT',
    category: 'Vulnerable Components',
    difficulty: 6,
    tags: [],
    description: 'Present a validly signed JWT for the non-existent user rsa_lord@juice-sh.op.',
    hints: [
      'The tokens are signed with RS256, and the matching public key is easy to find on this server.',
      'Some old JWT libraries let the token itself choose the algorithm used to verify it.',
      'Sign an HS256 token with the exact text of /encryptionkeys/jwt.pub as secret and send it as a Bearer token.',
    ],
    mitigationUrl: cheatSheet('JSON_Web_Token_for_Java'),
    feature: 'auth',
    disabledEnv: ['Windows'],
  }),
  // #35
  defineChallenge({
    key: 'forgottenDevBackupChallenge',
    name: 'Forgotten Developer Backup',
    category: 'Sensitive Data Exposure',
    difficulty: 4,
    tags: ['Contraption', 'Good for Demos', 'Prerequisite'],
    description: 'Download a backup file that a developer left lying around.',
    hints: [
      'The ftp folder holds more than markdown files and PDFs.',
      'Only two extensions pass the filter, but the check happens before something else shortens the name.',
      'Request /ftp/package.json.bak%2500.md.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'ftp',
  }),
  // #36
  defineChallenge({
    key: 'forgottenBackupChallenge',
    name: 'Forgotten Sales Backup',
    category: 'Sensitive Data Exposure',
    difficulty: 4,
    tags: ['Contraption'],
    description: 'Download a backup of long-expired sales coupons.',
    hints: [
      'The ftp folder keeps a file with coupons from years ago.',
      'The server serves only .md and .pdf files, and it stops reading a name at a null byte.',
      'Request /ftp/coupons_2013.md.bak%2500.md.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'ftp',
  }),
  // #37
  defineChallenge({
    key: 'typosquattingAngularChallenge',
    name: 'Frontend Typosquatting',
    category: 'Vulnerable Components',
    difficulty: 5,
    tags: [],
    description: 'Tell the shop which package of its frontend is a typosquatting impostor.',
    hints: [
      'Frontend builds list the license of every library they bundle.',
      'Read /3rdpartylicenses.txt and look for a name that is almost, but not quite, a well-known package.',
      'Report the suspicious package name through the contact form or a complaint.',
    ],
    mitigationUrl: cheatSheet('NPM_Security'),
    feature: 'static',
    hasVulnerableCode: false,
  }),
  // #38
  defineChallenge({
    key: 'ghostLoginChallenge',
    name: 'GDPR Data Erasure',
    category: 'Broken Authentication',
    difficulty: 3,
    tags: [],
    description: 'Log in with the account of Chris, a customer whose data was erased at his own request.',
    hints: [
      'Erased does not always mean gone; databases like to flag rows instead.',
      'The login query leaves out deleted users. Can you make it skip that condition?',
      "Log in with chris.pike@juice-sh.op'-- as e-mail address.",
    ],
    mitigationUrl: cheatSheet('SQL_Injection_Prevention'),
    feature: 'users',
  }),
  // #39
  defineChallenge({
    key: 'dataExportChallenge',
    name: 'GDPR Data Theft',
    category: 'Sensitive Data Exposure',
    difficulty: 4,
    tags: [],
    description: 'Export the personal data of another user, including their orders.',
    hints: [
      'The data export finds orders by the e-mail address printed on them, which is partly masked.',
      'The mask hides the vowels, so two different addresses can look the same.',
      'Register an address that masks like admin@juice-sh.op (swap a vowel), log in and request your data export.',
    ],
    mitigationUrl: cheatSheet('Insecure_Direct_Object_Reference_Prevention'),
    feature: 'users',
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
  // #42
  defineChallenge({
    key: 'dlpPasswordSprayingChallenge',
    name: 'Leaked Access Logs',
    category: 'Observability Failures',
    difficulty: 5,
    tags: ['OSINT'],
    description: 'Someone posted a log file online that contains a password. Find it and log in with the account it belongs to.',
    hints: [
      'People ask for help on Q&A sites and paste more than they should.',
      "Look for a question about the shop's access logs that links to a paste.",
      'The password in that log is URL-encoded. Decode it and try it against the user accounts you know.',
    ],
    mitigationUrl: cheatSheet('Logging'),
    feature: 'users',
    hasVulnerableCode: false,
  }),
  // #43
  defineChallenge({
    key: 'dlpPastebinDataLeakChallenge',
    name: 'Leaked Unsafe Product',
    category: 'Sensitive Data Exposure',
    difficulty: 4,
    tags: ['Shenanigans', 'OSINT'],
    description: 'Tell the shop about the dangerous ingredients of a product it quietly stopped selling, whose recipe leaked online.',
    hints: [
      'First find out which product disappeared from the catalogue.',
      'Its description hints at exotic fruit, and somebody published the full recipe on a paste site.',
      'Report every critical ingredient from the leak through the contact form.',
    ],
    mitigationUrl: null,
    feature: 'products',
    hasVulnerableCode: false,
  }),
  // #44
  defineChallenge({
    key: 'typosquattingNpmChallenge',
    name: 'Legacy Typosquatting',
    category: 'Vulnerable Components',
    difficulty: 4,
    tags: [],
    description: 'Tell the shop about a typosquatting package it depended on in the past.',
    hints: [
      "An old developer backup lists the server's dependencies.",
      'One of them is an impostor whose name is very close to a real REST helper for an ORM.',
      'Report that package name through the contact form.',
    ],
    mitigationUrl: cheatSheet('NPM_Security'),
    feature: 'ftp',
    hasVulnerableCode: false,
  }),
  // #45
  defineChallenge({
    key: 'loginAdminChallenge',
    name: 'Login Admin',
    category: 'Injection',
    difficulty: 2,
    tags: ['Tutorial', 'Good for Demos'],
    description: "Log in with the administrator's account.",
    hints: [
      'The login form hands what you type to something important.',
      'What happens when the e-mail address contains a single quote?',
      'Make the WHERE clause of the login query always true and comment out the rest.',
    ],
    mitigationUrl: cheatSheet('SQL_Injection_Prevention'),
    feature: 'users',
    codingChallenge: true,
    tutorialOrder: 7,
  }),
] as const
