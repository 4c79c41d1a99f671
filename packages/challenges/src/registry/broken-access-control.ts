import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The Broken Access Control challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const brokenAccessControlChallenges = [
  // #5
  defineChallenge({
    key: 'adminSectionChallenge',
    name: 'Admin Section',
    category: 'Broken Access Control',
    difficulty: 2,
    tags: ['Good for Demos'],
    description: "Open the shop's administration page.",
    hints: [
      'Not every page of the shop has a link pointing to it.',
      'Your browser has already downloaded every route of the single-page app; search the JavaScript bundle for them.',
      'There is a route named administration. It only checks what your token claims you are, so log in as an admin first.',
    ],
    mitigationUrl: cheatSheet('Authorization'),
    feature: 'web',
    codingChallenge: true,
    tutorialOrder: 8,
  }),
  // #12
  defineChallenge({
    key: 'web3SandboxChallenge',
    name: 'Web3 Sandbox',
    category: 'Broken Access Control',
    difficulty: 1,
    tags: ['Web3'],
    description: 'Find the forgotten playground in which developers tried out smart contracts.',
    hints: [
      'Developers sometimes leave their playgrounds in the production build.',
      'Search the JavaScript bundle for route paths that appear in no menu.',
      'One of those routes combines the words web3 and sandbox.',
    ],
    mitigationUrl: cheatSheet('Attack_Surface_Analysis'),
    feature: 'web',
    codingChallenge: true,
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
  // #32
  defineChallenge({
    key: 'forgedFeedbackChallenge',
    name: 'Forged Feedback',
    category: 'Broken Access Control',
    difficulty: 3,
    tags: ['Tutorial'],
    description: 'Submit feedback in the name of another user.',
    hints: [
      'The feedback form sends more than what you typed.',
      'A hidden field identifies the author.',
      "Unhide the UserId field of the form, or edit the request, and put in another user's id.",
    ],
    mitigationUrl: cheatSheet('Insecure_Direct_Object_Reference_Prevention'),
    feature: 'feedback',
    tutorialOrder: 11,
  }),
  // #33
  defineChallenge({
    key: 'forgedReviewChallenge',
    name: 'Forged Review',
    category: 'Broken Access Control',
    difficulty: 3,
    tags: [],
    description: 'Publish a product review that claims to be written by someone else.',
    hints: [
      'Reviews carry an author. Who fills it in?',
      'Compare the author sent with a review to the e-mail address in your token.',
      "Send PUT /rest/products/<id>/reviews with another user's e-mail as author, or edit somebody else's review.",
    ],
    mitigationUrl: cheatSheet('Authorization'),
    feature: 'products',
    codingChallenge: true,
  }),
  // #52
  defineChallenge({
    key: 'basketManipulateChallenge',
    name: 'Manipulate Basket',
    category: 'Broken Access Control',
    difficulty: 3,
    tags: [],
    description: 'Put a product into the basket of another user.',
    hints: [
      'Adding an item sends a basket id in the request body.',
      'The server checks a basket id, but is it the same one it finally uses?',
      "Send POST /api/BasketItems with a JSON body that contains BasketId twice: yours first, then someone else's.",
    ],
    mitigationUrl: cheatSheet('Insecure_Direct_Object_Reference_Prevention'),
    feature: 'basket',
  }),
  // #65
  defineChallenge({
    key: 'changeProductChallenge',
    name: 'Product Tampering',
    category: 'Broken Access Control',
    difficulty: 3,
    tags: [],
    description: 'Change the link in the description of the product <em>OWASP SSL Advanced Forensic Tool (O-Saft)</em> so that it points to <code>https://owasp.slack.com</code>.',
    hints: [
      'Products can be read through the API. Can they be written as well?',
      'Compare which HTTP verbs on /api/Products require a login or a role.',
      'Send PUT /api/Products/9 with a description whose link points to the requested address.',
    ],
    mitigationUrl: cheatSheet('Authorization'),
    feature: 'products',
    codingChallenge: true,
  }),
  // #73
  defineChallenge({
    key: 'ssrfChallenge',
    name: 'SSRF',
    category: 'Broken Access Control',
    difficulty: 6,
    tags: ['Code Analysis'],
    description: 'Make the server request a hidden internal resource on your behalf.',
    hints: [
      'The profile lets you set a picture by URL, and the server downloads it itself.',
      'The malware in the ftp quarantine folder knows an internal address and a secret key; take it apart.',
      "Set your image URL to the shop's own /solve/challenges/server-side?key=... address.",
    ],
    mitigationUrl: cheatSheet('Server_Side_Request_Forgery_Prevention'),
    feature: 'profile',
  }),
  // #87
  defineChallenge({
    key: 'basketAccessChallenge',
    name: 'View Basket',
    category: 'Broken Access Control',
    difficulty: 2,
    tags: ['Tutorial', 'Good for Demos'],
    description: 'Look into the basket of another customer.',
    hints: [
      'Your basket is identified by a number.',
      'Where does the app keep that number in your browser?',
      'Change bid in session storage and reload the basket page.',
    ],
    mitigationUrl: cheatSheet('Insecure_Direct_Object_Reference_Prevention'),
    feature: 'basket',
    tutorialOrder: 10,
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
] as const
