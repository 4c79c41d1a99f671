import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The Improper Input Validation challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const improperInputValidationChallenges = [
  // #4
  defineChallenge({
    key: 'registerAdminChallenge',
    name: 'Admin Registration',
    category: 'Improper Input Validation',
    difficulty: 3,
    tags: [],
    description: 'Create a new account that has administrator rights from the moment it is registered.',
    hints: [
      'The registration form sends fewer fields than a user record actually has.',
      'Decode the token of a freshly registered user and look for the property that decides what you may do.',
      'POST to /api/Users yourself and add a role property with the value admin.',
    ],
    mitigationUrl: cheatSheet('Mass_Assignment'),
    feature: 'users',
    codingChallenge: true,
  }),
  // #10
  defineChallenge({
    key: 'nftMintChallenge',
    name: 'Mint the Honey Pot',
    category: 'Improper Input Validation',
    difficulty: 3,
    tags: ['Web3'],
    description: 'Mint the honey pot NFT in the BEE Haven, paying with BEE tokens you never honestly earned.',
    hints: [
      'The BEE Haven has a faucet, and faucets are supposed to give away only a little.',
      "Read the faucet contract's arithmetic on balances. What happens when an unchecked number drops below zero?",
      'Make the faucet underflow so that you receive a huge balance, then mint the NFT and verify your wallet.',
    ],
    mitigationUrl: null,
    feature: 'web3',
    codingChallenge: true,
    requires: 'web3',
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
  // #61
  defineChallenge({
    key: 'negativeOrderChallenge',
    name: 'Payback Time',
    category: 'Improper Input Validation',
    difficulty: 3,
    tags: [],
    description: 'Place an order that makes the shop pay you.',
    hints: [
      'Quantities in the basket can be changed.',
      'The page prevents negative numbers; the API may not.',
      'Send PUT /api/BasketItems/<id> with a negative quantity, then check out.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'basket',
  }),
  // #67
  defineChallenge({
    key: 'passwordRepeatChallenge',
    name: 'Repetitive Registration',
    category: 'Improper Input Validation',
    difficulty: 1,
    tags: [],
    description: 'Create an account whose repeated password does not match its password.',
    hints: [
      'Is the comparison made in the browser or on the server?',
      'Fill in the form correctly, then change the first password field once more.',
      'Or send POST /api/Users with a passwordRepeat that differs from password.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'users',
  }),
  // #83
  defineChallenge({
    key: 'uploadSizeChallenge',
    name: 'Upload Size',
    category: 'Improper Input Validation',
    difficulty: 3,
    tags: [],
    description: 'Upload a file larger than 100 kB.',
    hints: [
      'The complaint form refuses big files. But who exactly refuses them?',
      'The size check happens in the browser.',
      'POST a file between 100 kB and 200 kB directly to /file-upload.',
    ],
    mitigationUrl: cheatSheet('File_Upload'),
    feature: 'files',
  }),
  // #84
  defineChallenge({
    key: 'uploadTypeChallenge',
    name: 'Upload Type',
    category: 'Improper Input Validation',
    difficulty: 3,
    tags: [],
    description: 'Upload a file of a type that the complaint form does not allow.',
    hints: [
      'Only the browser looks at the file type.',
      'Send the upload request yourself.',
      'POST a file with, say, an .exe extension to /file-upload.',
    ],
    mitigationUrl: cheatSheet('File_Upload'),
    feature: 'files',
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
] as const
