import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The Unvalidated Redirects challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const unvalidatedRedirectsChallenges = [
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
