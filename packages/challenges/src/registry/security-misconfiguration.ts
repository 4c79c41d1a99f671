import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The Security Misconfiguration challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const securityMisconfigurationChallenges = [
  // #22
  defineChallenge({
    key: 'deprecatedInterfaceChallenge',
    name: 'Deprecated Interface',
    category: 'Security Misconfiguration',
    difficulty: 2,
    tags: ['Contraption', 'Prerequisite'],
    description: 'Use a B2B interface that the shop no longer advertises but forgot to switch off.',
    hints: [
      'The complaint form takes file uploads. Which file types does its code allow?',
      'The list of accepted MIME types holds more than PDF and ZIP; some are leftovers of an old partner interface.',
      'Upload a small XML file through /file-upload.',
    ],
    mitigationUrl: cheatSheet('File_Upload'),
    feature: 'files',
  }),
  // #27
  defineChallenge({
    key: 'errorHandlingChallenge',
    name: 'Error Handling',
    category: 'Security Misconfiguration',
    difficulty: 1,
    tags: ['Prerequisite'],
    description: 'Make the shop show an error that it should have handled gracefully.',
    hints: [
      'Feed the application input it does not expect.',
      "Unknown REST paths and broken SQL both end on the server's default error page.",
      'Request /rest/ followed by a made-up name, or log in with a single quote as e-mail address.',
    ],
    mitigationUrl: cheatSheet('Error_Handling'),
    feature: 'errors',
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
  // #96
  defineChallenge({
    key: 'svgInjectionChallenge',
    name: 'Cross-Site Imaging',
    category: 'Security Misconfiguration',
    difficulty: 5,
    tags: ['Contraption'],
    description: 'Get a picture from an outside cat-image service shown on the deluxe membership page.',
    hints: [
      'The deluxe page has a forgotten test parameter for its decal image.',
      'The parameter becomes part of a relative image path. Paths can climb, and the shop has a redirect.',
      'Set testDecal to a path that climbs to /redirect?to= a cat image URL that still passes the allowlist.',
    ],
    mitigationUrl: cheatSheet('Content_Security_Policy'),
    feature: 'web',
  }),
] as const
