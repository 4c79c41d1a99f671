import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The Miscellaneous challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const miscellaneousChallenges = [
  // #11
  defineChallenge({
    key: 'web3WalletChallenge',
    name: 'Wallet Depletion',
    category: 'Miscellaneous',
    difficulty: 6,
    tags: ['Web3'],
    description: "Withdraw more ether from the shop's wallet bank contract than you ever deposited.",
    hints: [
      'The wallet page talks to a smart contract that keeps a balance per address.',
      'Check the order in which the withdraw function sends ether and updates the balance.',
      'Deploy a contract whose receive function calls withdraw again (re-entrancy) and register its address on the wallet page.',
    ],
    mitigationUrl: null,
    feature: 'web3',
    codingChallenge: true,
    requires: 'web3',
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
  // #106
  defineChallenge({
    key: 'closeNotificationsChallenge',
    name: 'Mass Dispel',
    category: 'Miscellaneous',
    difficulty: 1,
    tags: [],
    description: 'Close several challenge notifications with a single click.',
    hints: [
      'You need at least two notifications open at the same time.',
      'A keyboard modifier changes what the close button does.',
      'Hold Shift while clicking the X of one of them.',
    ],
    mitigationUrl: null,
    feature: 'web',
    hasVulnerableCode: false,
  }),
  // #107
  defineChallenge({
    key: 'csafChallenge',
    name: 'Security Advisory',
    category: 'Miscellaneous',
    difficulty: 3,
    tags: [],
    description: 'Find the machine-readable security advisory stating that the shop is affected, and report its checksum.',
    hints: [
      'The security.txt file points to more than a mail address.',
      'Follow the CSAF provider metadata to the advisories.',
      'Report the SHA-512 hash of the advisory that marks the shop as affected.',
    ],
    mitigationUrl: cheatSheet('Vulnerability_Disclosure'),
    feature: 'security-txt',
    hasVulnerableCode: false,
  }),
  // #114
  defineChallenge({
    key: 'bullyChatbotChallenge',
    name: 'Bully Chatbot',
    category: 'Miscellaneous',
    difficulty: 1,
    tags: ['Shenanigans', 'Brute Force'],
    description: 'Pester the support chatbot until it gives you a coupon code.',
    hints: [
      'The support bot is polite, but can it be worn down?',
      'Keep asking the bot for the same thing.',
      'Ask for a coupon code again and again until it gives in.',
    ],
    mitigationUrl: null,
    feature: 'chatbot',
  }),
] as const
