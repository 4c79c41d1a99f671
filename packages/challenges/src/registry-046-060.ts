import { defineChallenge } from './definition'
import { cheatSheet } from './description-text'

/** Challenges #46 to #60; the position in `challenges` is the id that continue codes encode. */
export const challenges046To060 = [
  // #46
  defineChallenge({
    key: 'loginAmyChallenge',
    name: 'Login Amy',
    category: 'Sensitive Data Exposure',
    difficulty: 3,
    tags: ['OSINT'],
    description: 'Log in as Amy, who believes that a short secret plus plenty of padding makes a strong password.',
    hints: [
      'Amy is a fan of an old idea called password haystacks.',
      'Her password is a short prefix followed by a long run of one and the same padding character.',
      "Think of her husband's name in the show she comes from; the padding is dots, for 24 characters in total.",
    ],
    mitigationUrl: cheatSheet('Authentication'),
    feature: 'users',
    hasVulnerableCode: false,
  }),
  // #47
  defineChallenge({
    key: 'loginBenderChallenge',
    name: 'Login Bender',
    category: 'Injection',
    difficulty: 3,
    tags: ['Tutorial'],
    description: "Log in with Bender's account.",
    hints: [
      'His e-mail address shows up in reviews and on the administration page.',
      'The password check sits in the same SQL query as the e-mail address.',
      'Enter bender@juice-sh.op followed by a quote and a comment sequence as e-mail address.',
    ],
    mitigationUrl: cheatSheet('SQL_Injection_Prevention'),
    feature: 'users',
    codingChallenge: true,
    tutorialOrder: 13,
  }),
  // #48
  defineChallenge({
    key: 'oauthUserPasswordChallenge',
    name: 'Login Bjoern',
    category: 'Broken Authentication',
    difficulty: 4,
    tags: ['Code Analysis'],
    description: "Log in as bjoern.kimminich@gmail.com through the ordinary login form, without Google's help.",
    hints: [
      'Users who sign in with Google also get a local account, and that account has a password.',
      'The frontend code shows how that password is derived from the e-mail address.',
      'Reverse the e-mail address and base64-encode the result.',
    ],
    mitigationUrl: cheatSheet('Authentication'),
    feature: 'web',
  }),
  // #49
  defineChallenge({
    key: 'loginJimChallenge',
    name: 'Login Jim',
    category: 'Injection',
    difficulty: 3,
    tags: ['Tutorial'],
    description: "Log in with Jim's account.",
    hints: [
      'Jim wrote some reviews, so his e-mail address is not hard to find.',
      'Either crack his password hash or skip the password check altogether.',
      "Use jim@juice-sh.op'-- as e-mail address with any password.",
    ],
    mitigationUrl: cheatSheet('SQL_Injection_Prevention'),
    feature: 'users',
    codingChallenge: true,
    tutorialOrder: 12,
  }),
  // #50
  defineChallenge({
    key: 'loginRapperChallenge',
    name: 'Login MC SafeSearch',
    category: 'Sensitive Data Exposure',
    difficulty: 2,
    tags: ['Shenanigans', 'OSINT'],
    description: 'Log in as MC SafeSearch with the password he gave away himself.',
    hints: [
      'He is a rapper with a song about password security.',
      'Listen closely to the lyrics of his music video.',
      'His password is the name of his dog, with zeros in place of two letters.',
    ],
    mitigationUrl: null,
    feature: 'users',
    hasVulnerableCode: false,
  }),
  // #51
  defineChallenge({
    key: 'loginSupportChallenge',
    name: 'Login Support Team',
    category: 'Security Misconfiguration',
    difficulty: 6,
    tags: ['Brute Force', 'Code Analysis'],
    description: "Log in with the support team's original user account.",
    hints: [
      'The support team keeps its passwords in a password manager, and its database file is poorly hidden.',
      "Download the KeePass file from /ftp. Its master password follows the shop's own password policy.",
      "The policy's regular expression is in the frontend bundle; use it to shape a word list and brute-force the master password.",
    ],
    mitigationUrl: cheatSheet('Secrets_Management'),
    feature: 'ftp',
  }),
  // #52
  defineChallenge({
    key: 'basketManipulateChallenge',
    name: 'Manipulate Basket',
    category: 'Broken Access Control',
    difficulty: 3,
    tags: [],
    description: 'Put a product into the basket of another user.',
    hints: [
      'Adding an item sends a basket id in the request body.',
      'The server checks a basket id, but is it the same one it finally uses?',
      "Send POST /api/BasketItems with a JSON body that contains BasketId twice: yours first, then someone else's.",
    ],
    mitigationUrl: cheatSheet('Insecure_Direct_Object_Reference_Prevention'),
    feature: 'basket',
  }),
  // #53
  defineChallenge({
    key: 'misplacedSignatureFileChallenge',
    name: 'Misplaced Signature File',
    category: 'Observability Failures',
    difficulty: 4,
    tags: ['Good Practice', 'Contraption'],
    description: 'Get hold of a SIEM signature file that ended up in the wrong place.',
    hints: [
      'The ftp folder contains a YAML file with detection rules.',
      'Its extension does not pass the download filter, just like some other files in there.',
      'Request /ftp/suspicious_errors.yml%2500.md.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'ftp',
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
  // #56
  defineChallenge({
    key: 'noSqlCommandChallenge',
    name: 'NoSQL DoS',
    category: 'Injection',
    difficulty: 4,
    tags: ['Danger Zone'],
    description: 'Put the server to sleep for a while by injecting a command into a database query.',
    hints: [
      'Product reviews live in a document database that can run JavaScript inside queries.',
      'The product id of the reviews endpoint ends up inside a where clause.',
      'Request /rest/products/sleep(150)/reviews: a short sleep repeated for every review adds up.',
    ],
    mitigationUrl: cheatSheet('Injection_Prevention'),
    feature: 'products',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #57
  defineChallenge({
    key: 'noSqlOrdersChallenge',
    name: 'NoSQL Exfiltration',
    category: 'Injection',
    difficulty: 5,
    tags: ['Danger Zone'],
    description: 'Get every order out of the database with a single request.',
    hints: [
      'Order tracking looks up an order by its id.',
      'The id is pasted into a JavaScript expression that compares strings.',
      'Track an order whose id closes the string and adds a condition that is always true.',
    ],
    mitigationUrl: cheatSheet('Injection_Prevention'),
    feature: 'orders',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #58
  defineChallenge({
    key: 'noSqlReviewsChallenge',
    name: 'NoSQL Manipulation',
    category: 'Injection',
    difficulty: 4,
    tags: [],
    description: 'Change several product reviews with one request.',
    hints: [
      "Editing a review sends the review's id to the server.",
      'The id is used as the query selector as it is, and selectors can be objects with operators.',
      'Send PATCH /rest/products/reviews with an id like {"$ne": -1} and a new message.',
    ],
    mitigationUrl: cheatSheet('Injection_Prevention'),
    feature: 'products',
    codingChallenge: true,
  }),
  // #59
  defineChallenge({
    key: 'redirectCryptoCurrencyChallenge',
    name: 'Outdated Allowlist',
    category: 'Unvalidated Redirects',
    difficulty: 1,
    tags: ['Code Analysis'],
    description: 'Follow a redirect to a crypto-currency address that the shop no longer uses for donations.',
    hints: [
      'The shop once accepted donations in crypto-currencies.',
      'The redirect allowlist lives in the code, and not every entry is still linked from somewhere.',
      'Search the frontend bundle for /redirect?to= links to Bitcoin, Dash or Ether addresses and open one.',
    ],
    mitigationUrl: cheatSheet('Unvalidated_Redirects_and_Forwards'),
    feature: 'redirect',
    codingChallenge: true,
  }),
  // #60
  defineChallenge({
    key: 'weakPasswordChallenge',
    name: 'Password Strength',
    category: 'Broken Authentication',
    difficulty: 2,
    tags: ['Brute Force', 'Tutorial'],
    description: "Log in with the administrator's real password, without changing it and without SQL injection.",
    hints: [
      'Administrators are people too, and people pick easy passwords.',
      "Try the most common passwords together with the administrator's e-mail address.",
      'It is a word anybody would try, followed by three digits in ascending order.',
    ],
    mitigationUrl: cheatSheet('Authentication'),
    feature: 'users',
    codingChallenge: true,
    tutorialOrder: 9,
  }),
] as const
