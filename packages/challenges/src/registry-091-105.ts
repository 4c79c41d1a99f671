import { defineChallenge } from './definition'
import { cheatSheet, XSS_BONUS_PAYLOAD_PLACEHOLDER } from './description-text'

/** Challenges #91 to #105; the position in `challenges` is the id that continue codes encode. */
export const challenges091To105 = [
  // #91
  defineChallenge({
    key: 'xxeFileDisclosureChallenge',
    name: 'XXE Data Access',
    category: 'XXE',
    difficulty: 3,
    tags: ['Danger Zone'],
    description: 'Read a system file such as /etc/passwd from the server by uploading XML.',
    hints: [
      'The server still parses XML files uploaded through the complaint form.',
      'XML can declare entities whose value comes from an external resource.',
      'Declare an external entity that points to file:///etc/passwd and use it in the document body.',
    ],
    mitigationUrl: cheatSheet('XML_External_Entity_Prevention'),
    feature: 'files',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #92
  defineChallenge({
    key: 'xxeDosChallenge',
    name: 'XXE DoS',
    category: 'XXE',
    difficulty: 5,
    tags: ['Danger Zone'],
    description: 'Keep the XML parser busy until it runs out of time.',
    hints: [
      'It is the same XML upload as in the file disclosure challenge.',
      'The parser stops classic entity expansion bombs, so think of an input that never ends instead.',
      'Point an external entity at a device that never stops producing data, such as /dev/random.',
    ],
    mitigationUrl: cheatSheet('XML_External_Entity_Prevention'),
    feature: 'files',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #93
  defineChallenge({
    key: 'yamlBombChallenge',
    name: 'Memory Bomb',
    category: 'Insecure Deserialization',
    difficulty: 5,
    tags: ['Danger Zone'],
    description: 'Upload a small YAML file that grows into something enormous when parsed.',
    hints: [
      'The upload endpoint accepts YAML as well.',
      'YAML anchors and aliases let you reuse a node many times.',
      'Nest aliases level by level so that every level multiplies the size.',
    ],
    mitigationUrl: cheatSheet('Deserialization'),
    feature: 'files',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #94
  defineChallenge({
    key: 'zeroStarsChallenge',
    name: 'Zero Stars',
    category: 'Improper Input Validation',
    difficulty: 1,
    tags: [],
    description: 'Send customer feedback with a rating of zero stars.',
    hints: [
      'The rating slider starts at one.',
      'The submit button is disabled only in the browser.',
      'POST feedback to /api/Feedbacks with rating 0 and a solved CAPTCHA.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'feedback',
  }),
  // #95
  defineChallenge({
    key: 'missingEncodingChallenge',
    name: 'Missing Encoding',
    category: 'Improper Input Validation',
    difficulty: 1,
    tags: ['Shenanigans'],
    description: 'Repair the broken cat picture on the photo wall.',
    hints: [
      'One picture on the photo wall does not load. Compare its file name with the request your browser makes.',
      'Some characters have a special meaning in URLs.',
      'Encode the # characters of the image path as %23 and request it.',
    ],
    mitigationUrl: null,
    feature: 'web',
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
  // #98
  defineChallenge({
    key: 'freeDeluxeChallenge',
    name: 'Deluxe Fraud',
    category: 'Improper Input Validation',
    difficulty: 3,
    tags: [],
    description: 'Become a deluxe member without paying for it.',
    hints: [
      'The upgrade request says how you want to pay.',
      'What does the server do with a payment mode it does not know?',
      'Send POST /rest/deluxe-membership with an empty paymentMode while logged in as a customer.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'deluxe',
  }),
  // #99
  defineChallenge({
    key: 'csrfChallenge',
    name: 'CSRF',
    category: 'Broken Access Control',
    difficulty: 3,
    tags: [],
    description: 'Change a user\'s name with a request sent from a page on another site, <a href="http://htmledit.squarefree.com">http://htmledit.squarefree.com</a>.',
    hints: [
      'The profile form on the server relies on the session cookie alone.',
      'A form on another site can submit to the shop, and the browser adds the cookie for you.',
      'Build a self-submitting form that POSTs a username to /profile and open it on the foreign site.',
    ],
    mitigationUrl: cheatSheet('Cross-Site_Request_Forgery_Prevention'),
    feature: 'profile',
  }),
  // #100
  defineChallenge({
    key: 'xssBonusChallenge',
    name: 'Bonus Payload',
    category: 'XSS',
    difficulty: 1,
    tags: ['Shenanigans', 'Tutorial'],
    description: `Paste the bonus payload <code>${XSS_BONUS_PAYLOAD_PLACEHOLDER}</code> into the same spot that gave in to the DOM XSS attack.`,
    hints: [
      'It works exactly like the DOM XSS challenge, only with a bigger payload.',
      'Copy the payload from this description as it is.',
      'Search for the payload and enjoy the music.',
    ],
    mitigationUrl: cheatSheet('DOM_based_XSS_Prevention'),
    feature: 'web',
    codingChallenge: true,
    tutorialOrder: 3,
  }),
  // #101
  defineChallenge({
    key: 'resetPasswordUvoginChallenge',
    name: "Reset Uvogin's Password",
    category: 'Sensitive Data Exposure',
    difficulty: 4,
    tags: ['OSINT'],
    description: "Reset Uvogin's password by answering his security question.",
    hints: [
      'Online, Uvogin spells his name differently, with digits instead of letters.',
      'His question asks for his favourite movie; maybe he mentioned it in a post he later deleted.',
      'Look up the leet-speak alias in an internet archive of social media posts.',
    ],
    mitigationUrl: cheatSheet('Choosing_and_Using_Security_Questions'),
    feature: 'users',
    codingChallenge: true,
  }),
  // #102
  defineChallenge({
    key: 'geoStalkingMetaChallenge',
    name: 'Meta Geo Stalking',
    category: 'Sensitive Data Exposure',
    difficulty: 2,
    tags: ['OSINT'],
    description: "Work out John's favourite hiking spot from what he posted, and use it to reset his password.",
    hints: [
      'John posted a hiking photo on the photo wall.',
      'Photos can carry more than pixels.',
      "Read the GPS coordinates from the image's EXIF data, look them up on a map and answer with the name of the place.",
    ],
    mitigationUrl: cheatSheet('User_Privacy_Protection'),
    feature: 'users',
    hasVulnerableCode: false,
  }),
  // #103
  defineChallenge({
    key: 'geoStalkingVisualChallenge',
    name: 'Visual Geo Stalking',
    category: 'Sensitive Data Exposure',
    difficulty: 2,
    tags: ['OSINT'],
    description: "Reset Emma's password using what her photo on the photo wall reveals about her first employer.",
    hints: [
      'Emma posted a picture of the building she used to work in.',
      'Zoom in: companies like to put their names on windows.',
      'Answer her security question with the company name you spot.',
    ],
    mitigationUrl: cheatSheet('User_Privacy_Protection'),
    feature: 'users',
    hasVulnerableCode: false,
  }),
  // #104
  defineChallenge({
    key: 'nullByteChallenge',
    name: 'Poison Null Byte',
    category: 'Improper Input Validation',
    difficulty: 4,
    tags: ['Prerequisite'],
    description: 'Use a poison null byte to download a file that the ftp folder normally refuses to serve.',
    hints: [
      'The ftp folder serves only a couple of file types.',
      'The filter checks the extension first and cuts the name at %00 afterwards.',
      'Request a blocked file as <name>%2500.md.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'ftp',
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
] as const
