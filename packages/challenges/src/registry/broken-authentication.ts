import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The Broken Authentication challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const brokenAuthenticationChallenges = [
  // #7
  defineChallenge({
    key: 'resetPasswordBjoernOwaspChallenge',
    name: "Bjoern's Favorite Pet",
    category: 'Broken Authentication',
    difficulty: 3,
    tags: ['OSINT'],
    description: "Reset the password of Bjoern's OWASP account (bjoern@owasp.org) by answering his security question.",
    hints: [
      'His question is about a pet, and people love to show their pets in public.',
      'Look for recorded talks or social media posts in which he shows or mentions his cat.',
      "The answer is the cat's name exactly as he says it in one of his talks; it starts with a Z.",
    ],
    mitigationUrl: cheatSheet('Choosing_and_Using_Security_Questions'),
    feature: 'users',
    codingChallenge: true,
  }),
  // #15
  defineChallenge({
    key: 'changePasswordBenderChallenge',
    name: "Change Bender's Password",
    category: 'Broken Authentication',
    difficulty: 5,
    tags: [],
    description: "Set Bender's password to <code>slurmCl4ssic</code> without ever knowing his current one.",
    hints: [
      'Changing a password normally requires the old one. Normally.',
      'Look at the request of the change-password form. Which of its parameters does the server really insist on?',
      'While logged in as Bender (by whatever means), call /rest/user/change-password with only the new and repeat parameters.',
    ],
    mitigationUrl: cheatSheet('Authentication'),
    feature: 'users',
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
] as const
