import { defineChallenge } from './definition'
import { cheatSheet, code, IFRAME_XSS_PAYLOAD, SCRIPT_XSS_PAYLOAD } from './description-text'

/** Challenges #16 to #30; the position in `challenges` is the id that continue codes encode. */
export const challenges016To030 = [
  // #16
  defineChallenge({
    key: 'christmasSpecialChallenge',
    name: 'Christmas Special',
    category: 'Injection',
    difficulty: 4,
    tags: [],
    description: 'Order the Christmas special offer of 2014, which is no longer on sale.',
    hints: [
      'The product is still in the database, merely hidden from the listing.',
      'The product search builds its SQL by hand. Make it stop caring about deleted products.',
      "A search for '))-- reveals the hidden items. Add the Christmas box to your basket through the API and check out.",
    ],
    mitigationUrl: cheatSheet('SQL_Injection_Prevention'),
    feature: 'products',
  }),
  // #17
  defineChallenge({
    key: 'usernameXssChallenge',
    name: 'CSP Bypass',
    category: 'XSS',
    difficulty: 4,
    tags: ['Danger Zone'],
    description: `Get around the Content Security Policy of the legacy profile page and make it run ${code(SCRIPT_XSS_PAYLOAD)}.`,
    hints: [
      'The profile page is rendered on the server and brings its own CSP header. Where do its values come from?',
      'Both the username and the profile image URL end up in the response, and one of them even ends up in the header.',
      "Store an image URL that adds script-src 'unsafe-inline' to the policy, then pick a username that the sanitizer turns into the script tag.",
    ],
    mitigationUrl: cheatSheet('Content_Security_Policy'),
    feature: 'profile',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #18
  defineChallenge({
    key: 'persistedXssUserChallenge',
    name: 'Client-side XSS Protection',
    category: 'XSS',
    difficulty: 3,
    tags: ['Danger Zone'],
    description: `Store the payload ${code(IFRAME_XSS_PAYLOAD)} in a user account, getting past checks that only the browser makes.`,
    hints: [
      'The registration form validates your e-mail address. Does the server?',
      'Skip the browser and talk to the user API directly.',
      'POST to /api/Users with the payload as email, then open the user list of the administration page.',
    ],
    mitigationUrl: cheatSheet('Cross_Site_Scripting_Prevention'),
    feature: 'users',
    disabledEnv: ['Docker', 'Heroku'],
  }),
  // #19
  defineChallenge({
    key: 'directoryListingChallenge',
    name: 'Confidential Document',
    category: 'Sensitive Data Exposure',
    difficulty: 1,
    tags: ['Good for Demos'],
    description: 'Read a confidential business document the shop never meant to publish.',
    hints: [
      'Follow the links in the shop; one of them points to a file on the server.',
      'The About page links to a legal document. Take a look at the folder it lives in.',
      'Browse /ftp and open the document about acquisitions.',
    ],
    mitigationUrl: cheatSheet('Authorization'),
    feature: 'ftp',
    codingChallenge: true,
  }),
  // #20
  defineChallenge({
    key: 'localXssChallenge',
    name: 'DOM XSS',
    category: 'XSS',
    difficulty: 1,
    tags: ['Tutorial', 'Good for Demos'],
    description: `Run a DOM-based XSS attack with ${code(IFRAME_XSS_PAYLOAD)}.`,
    hints: [
      'Look for a place where what you type is shown back to you on the page.',
      'The search term appears above the results. Is it inserted as text or as HTML?',
      'Paste the payload into the search field and press Enter.',
    ],
    mitigationUrl: cheatSheet('DOM_based_XSS_Prevention'),
    feature: 'web',
    codingChallenge: true,
    tutorialOrder: 2,
  }),
  // #21
  defineChallenge({
    key: 'dbSchemaChallenge',
    name: 'Database Schema',
    category: 'Injection',
    difficulty: 3,
    tags: [],
    description: 'Extract the complete schema definition of the database through SQL injection.',
    hints: [
      'Find an input that ends up in a SQL query; a database error in the response is a good sign.',
      'Once you know how many columns the search returns, a UNION can append rows from any table.',
      'SQLite keeps every table definition in sqlite_master. Select its sql column in a UNION through the product search.',
    ],
    mitigationUrl: cheatSheet('SQL_Injection_Prevention'),
    feature: 'products',
    codingChallenge: true,
  }),
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
  // #23
  defineChallenge({
    key: 'easterEggLevelOneChallenge',
    name: 'Easter Egg',
    category: 'Broken Access Control',
    difficulty: 4,
    tags: ['Shenanigans', 'Contraption', 'Good for Demos'],
    description: "Get hold of the shop's easter egg.",
    hints: [
      'It lies in a folder you already know, but the server refuses to hand it out.',
      'The download filter checks the file extension first. What happens later to everything after a null byte?',
      'Request /ftp/eastere.gg%2500.md.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'ftp',
  }),
  // #24
  defineChallenge({
    key: 'emailLeakChallenge',
    name: 'Email Leak',
    category: 'Sensitive Data Exposure',
    difficulty: 5,
    tags: [],
    description: "Read a user's e-mail address across origins by making the shop answer with JavaScript instead of plain JSON.",
    hints: [
      'Before CORS existed, pages had an old trick to read data from other sites.',
      'One endpoint answers differently when you give it a callback parameter.',
      'Call /rest/user/whoami?callback=anything while logged in.',
    ],
    mitigationUrl: cheatSheet('AJAX_Security'),
    feature: 'users',
  }),
  // #25
  defineChallenge({
    key: 'emptyUserRegistration',
    name: 'Empty User Registration',
    category: 'Improper Input Validation',
    difficulty: 2,
    tags: [],
    description: 'Register a user with an empty e-mail address and an empty password.',
    hints: [
      'The form refuses blank fields, but forms are not the last line of defence.',
      'Intercept the registration request and see how the server reacts to empty strings.',
      'Send POST /api/Users with both email and password set to an empty string.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'users',
  }),
  // #26
  defineChallenge({
    key: 'ephemeralAccountantChallenge',
    name: 'Ephemeral Accountant',
    category: 'Injection',
    difficulty: 4,
    tags: [],
    description: 'Log in as the accountant acc0unt4nt@juice-sh.op, who exists in no user table, without ever registering that account.',
    hints: [
      'A login query can return rows that no table holds.',
      'A UNION SELECT lets you make up a complete user row, column by column.',
      'Inject a UNION of thirteen literal values with that e-mail address and the role accounting into the e-mail field of the login.',
    ],
    mitigationUrl: cheatSheet('SQL_Injection_Prevention'),
    feature: 'users',
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
  // #28
  defineChallenge({
    key: 'manipulateClockChallenge',
    name: 'Expired Coupon',
    category: 'Improper Input Validation',
    difficulty: 4,
    tags: [],
    description: 'Redeem a campaign coupon long after the single day on which it was valid.',
    hints: [
      "Old campaign codes can be found in the shop's social media history and in its code.",
      'At checkout, the client tells the server on which day the coupon was applied.',
      "Set your computer's clock to the campaign date, or base64-encode CODE-<timestamp> yourself in the checkout request.",
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'basket',
  }),
  // #29
  defineChallenge({
    key: 'extraLanguageChallenge',
    name: 'Extra Language',
    category: 'Broken Anti Automation',
    difficulty: 5,
    tags: ['Brute Force'],
    description: 'Load a translation of the shop that was never released.',
    hints: [
      'Translations are plain JSON files that the browser fetches by language code.',
      'The shop is translated on a crowd platform, including into some rather fictional languages.',
      'Try the locale code of Klingon under /assets/i18n/.',
    ],
    mitigationUrl: cheatSheet('Attack_Surface_Analysis'),
    feature: 'static',
    hasVulnerableCode: false,
  }),
  // #30
  defineChallenge({
    key: 'feedbackChallenge',
    name: 'Five-Star Feedback',
    category: 'Broken Access Control',
    difficulty: 2,
    tags: [],
    description: 'Get rid of all five-star customer feedback.',
    hints: [
      'Who may delete feedback, according to the server?',
      'The administration page lists feedback with delete buttons; the API behind them checks very little.',
      'As any logged-in user, send DELETE /api/Feedbacks/<id> for the five-star entry.',
    ],
    mitigationUrl: cheatSheet('Authorization'),
    feature: 'feedback',
  }),
] as const
