import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The Security through Obscurity challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const securityThroughObscurityChallenges = [
  // #8
  defineChallenge({
    key: 'tokenSaleChallenge',
    name: 'Blockchain Hype',
    category: 'Security through Obscurity',
    difficulty: 5,
    tags: ['Contraption', 'Code Analysis', 'Web3'],
    description: "Find the page announcing the shop's own crypto token sale before it is officially launched.",
    hints: [
      'Marketing has prepared something about a coin and kept the page out of every menu.',
      'The route matcher of that page is obfuscated in the JavaScript bundle. Work out what it compares the URL with.',
      "Evaluate the matcher's character-code arithmetic in the browser console to see which path it accepts.",
    ],
    mitigationUrl: cheatSheet('Attack_Surface_Analysis'),
    feature: 'web',
    codingChallenge: true,
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
] as const
