import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The Vulnerable Components challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const vulnerableComponentsChallenges = [
  // #6
  defineChallenge({
    key: 'fileWriteChallenge',
    name: 'Arbitrary File Write',
    category: 'Vulnerable Components',
    difficulty: 6,
    tags: ['Danger Zone', 'Prerequisite'],
    description: 'Replace the content of the public <a href="/ftp/legal.md">legal information</a> file on the server.',
    hints: [
      'The complaint form accepts archives, and archives get unpacked somewhere on the server.',
      'Entries of a ZIP archive have names, and names can contain path segments that climb upwards.',
      'Build a ZIP with an entry named ../../ftp/legal.md and upload it through /file-upload.',
    ],
    mitigationUrl: cheatSheet('File_Upload'),
    feature: 'files',
    disabledEnv: ['Docker', 'Heroku'],
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
  // #105
  defineChallenge({
    key: 'lfrChallenge',
    name: 'Local File Read',
    category: 'Vulnerable Components',
    difficulty: 5,
    tags: ['OSINT', 'Danger Zone'],
    description: 'Get the data erasure page to show you the content of a local file on the server.',
    hints: [
      'The data erasure page is rendered from a template on the server.',
      'Its form data is handed to the renderer as options, and one option chooses the page layout.',
      'Send a layout field that points to a file outside the views folder, for example ../package.json.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'data-erasure',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #115
  defineChallenge({
    key: 'killChatbotChallenge',
    name: 'Kill Chatbot',
    category: 'Vulnerable Components',
    difficulty: 5,
    tags: ['Code Analysis'],
    description: 'Make the support chatbot stop working for every customer.',
    hints: [
      'The chatbot asks for your name and remembers it.',
      'How does the bot store your name inside its own engine?',
      "Choose a name that breaks out of the bot's code and overwrites one of its functions.",
    ],
    mitigationUrl: cheatSheet('Injection_Prevention'),
    feature: 'chatbot',
  }),
] as const
