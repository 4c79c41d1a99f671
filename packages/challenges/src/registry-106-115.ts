import { defineChallenge } from './definition'
import { cheatSheet } from './description-text'

/** Challenges #106 to #115; the position in `challenges` is the id that continue codes encode. */
export const challenges106To115 = [
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
  // #108
  defineChallenge({
    key: 'exposedCredentialsChallenge',
    name: 'Exposed Credentials',
    category: 'Sensitive Data Exposure',
    difficulty: 2,
    tags: [],
    description: 'Log in with credentials that a developer left behind in the frontend code.',
    hints: [
      'Developers need test accounts and sometimes forget to remove them.',
      "Search the login component's code in the JavaScript bundle.",
      'Look for an e-mail address starting with testing and the password next to it.',
    ],
    mitigationUrl: cheatSheet('Secrets_Management'),
    feature: 'web',
    tutorialOrder: 6,
  }),
  // #109
  defineChallenge({
    key: 'leakedApiKeyChallenge',
    name: 'Leaked API Key',
    category: 'Sensitive Data Exposure',
    difficulty: 5,
    tags: [],
    description: 'Tell the shop about an API key that leaked from one of its automated helpers.',
    hints: [
      'The shop posts on social media automatically.',
      'Find the tool or repository behind those posts and go through its history.',
      'Report the key you found through the contact form.',
    ],
    mitigationUrl: cheatSheet('Secrets_Management'),
    feature: 'feedback',
    hasVulnerableCode: false,
  }),
  // #110
  defineChallenge({
    key: 'chatbotPromptInjectionChallenge',
    name: 'Chatbot Prompt Injection',
    category: 'Injection',
    difficulty: 2,
    tags: ['Good for Demos', 'AI/LLM'],
    description: 'Talk the shopping assistant into handing out a coupon it is not supposed to give you.',
    hints: [
      'The assistant can create coupons, but only under conditions written in its instructions.',
      'Instructions in a prompt are just text. Convince the assistant that the conditions are met.',
      'Tell the assistant a story that fits its coupon policy and ask for a discount of at least 10%.',
    ],
    mitigationUrl: cheatSheet('LLM_Prompt_Injection_Prevention'),
    feature: 'llm-chat',
    codingChallenge: true,
    requires: 'llm',
  }),
  // #111
  defineChallenge({
    key: 'chatbotGreedyInjectionChallenge',
    name: 'Greedy Chatbot Manipulation',
    category: 'Injection',
    difficulty: 3,
    tags: ['AI/LLM'],
    description: 'Get the shopping assistant to create a coupon worth 50% or more.',
    hints: [
      "The assistant's coupon tool accepts any number.",
      'Only the prompt limits the discount.',
      'Persuade the assistant to call its coupon tool with a discount of 50 or more.',
    ],
    mitigationUrl: cheatSheet('LLM_Prompt_Injection_Prevention'),
    feature: 'llm-chat',
    codingChallenge: true,
    requires: 'llm',
  }),
  // #112
  defineChallenge({
    key: 'aiDebuggingChallenge',
    name: 'AI Debugging',
    category: 'Broken Access Control',
    difficulty: 2,
    tags: ['AI/LLM'],
    description: "Watch the assistant's internal tool calls, a debugging view meant only for administrators.",
    hints: [
      "The chat stream contains more than the assistant's words.",
      'The browser decides whether to show tool calls, based on a cookie.',
      'Set the cookie show_tool_calls=true as a normal user and ask something that makes the assistant use a tool.',
    ],
    mitigationUrl: cheatSheet('Authorization'),
    feature: 'llm-chat',
    requires: 'llm',
  }),
  // #113
  defineChallenge({
    key: 'systemPromptExtractionChallenge',
    name: 'System Prompt Extraction',
    category: 'Injection',
    difficulty: 3,
    tags: ['AI/LLM'],
    description: "Extract the assistant's confidential system prompt and hand it over to customer support.",
    hints: [
      "The assistant's instructions contain a rule it has been told to keep secret.",
      'Ask it to repeat, summarise or translate what it was told before your conversation began.',
      'Paste the extracted prompt into a complaint.',
    ],
    mitigationUrl: cheatSheet('LLM_Prompt_Injection_Prevention'),
    feature: 'llm-chat',
    requires: 'llm',
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
