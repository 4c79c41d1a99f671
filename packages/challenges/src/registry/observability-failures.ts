import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The Observability Failures challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const observabilityFailuresChallenges = [
  // #3
  defineChallenge({
    key: 'accessLogDisclosureChallenge',
    name: 'Access Log',
    category: 'Observability Failures',
    difficulty: 4,
    tags: [],
    description: 'Get hold of a log file in which the web server records every incoming request.',
    hints: [
      'Servers keep a diary of every request. Where might a careless operator have exposed it?',
      'Operations teams like a support area. Try paths that sound like support or logs.',
      'Browse /support/logs and download one of the dated access.log files.',
    ],
    mitigationUrl: cheatSheet('Logging'),
    feature: 'static',
    codingChallenge: true,
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
  // #97
  defineChallenge({
    key: 'exposedMetricsChallenge',
    name: 'Exposed Metrics',
    category: 'Observability Failures',
    difficulty: 1,
    tags: ['Good Practice'],
    description: "Find the endpoint that feeds the shop's usage data to a monitoring system.",
    hints: [
      'Popular monitoring systems scrape metrics from applications over HTTP.',
      'Prometheus has a conventional path for this.',
      'Open /metrics in your browser.',
    ],
    mitigationUrl: cheatSheet('Attack_Surface_Analysis'),
    feature: 'metrics',
    codingChallenge: true,
  }),
] as const
