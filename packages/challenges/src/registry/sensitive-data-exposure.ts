import { defineChallenge } from '../definition'
import { cheatSheet } from '../description-text'

/** The Sensitive Data Exposure challenges. Their ids (#n) are their positions in the registry's ID_ORDER. */
export const sensitiveDataExposureChallenges = [
  // #1
  defineChallenge({
    key: 'passwordHashLeakChallenge',
    name: 'Password Hash Leak',
    category: 'Sensitive Data Exposure',
    difficulty: 2,
    tags: [],
    description: 'Make the shop reveal the password hash of the user you are logged in as.',
    hints: [
      'Some endpoints tell you who you are. Perhaps they can be talked into telling a little more.',
      'Watch which call the shop makes to show your e-mail address in the account menu.',
      'The who-am-I endpoint lets the caller choose the user fields it returns; ask it for the one that should never leave the server.',
    ],
    mitigationUrl: cheatSheet('REST_Security'),
    feature: 'users',
  }),
  // #9
  defineChallenge({
    key: 'nftUnlockChallenge',
    name: 'NFT Takeover',
    category: 'Sensitive Data Exposure',
    difficulty: 2,
    tags: ['Contraption', 'Good for Demos', 'Web3'],
    description: "Take over the shop's soulbound NFT by entering the private key of the wallet that owns it.",
    hints: [
      'Someone posted a very sensitive string of twelve words in a public part of this shop.',
      'Read the customer feedback carefully. A seed phrase lets anyone derive the keys of a wallet.',
      "Derive the first Ethereum account (path m/44'/60'/0'/0/0) from the phrase and submit its private key on the NFT page.",
    ],
    mitigationUrl: cheatSheet('Secrets_Management'),
    feature: 'web3',
    codingChallenge: true,
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
  // #35
  defineChallenge({
    key: 'forgottenDevBackupChallenge',
    name: 'Forgotten Developer Backup',
    category: 'Sensitive Data Exposure',
    difficulty: 4,
    tags: ['Contraption', 'Good for Demos', 'Prerequisite'],
    description: 'Download a backup file that a developer left lying around.',
    hints: [
      'The ftp folder holds more than markdown files and PDFs.',
      'Only two extensions pass the filter, but the check happens before something else shortens the name.',
      'Request /ftp/package.json.bak%2500.md.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'ftp',
  }),
  // #36
  defineChallenge({
    key: 'forgottenBackupChallenge',
    name: 'Forgotten Sales Backup',
    category: 'Sensitive Data Exposure',
    difficulty: 4,
    tags: ['Contraption'],
    description: 'Download a backup of long-expired sales coupons.',
    hints: [
      'The ftp folder keeps a file with coupons from years ago.',
      'The server serves only .md and .pdf files, and it stops reading a name at a null byte.',
      'Request /ftp/coupons_2013.md.bak%2500.md.',
    ],
    mitigationUrl: cheatSheet('Input_Validation'),
    feature: 'ftp',
  }),
  // #39
  defineChallenge({
    key: 'dataExportChallenge',
    name: 'GDPR Data Theft',
    category: 'Sensitive Data Exposure',
    difficulty: 4,
    tags: [],
    description: 'Export the personal data of another user, including their orders.',
    hints: [
      'The data export finds orders by the e-mail address printed on them, which is partly masked.',
      'The mask hides the vowels, so two different addresses can look the same.',
      'Register an address that masks like admin@juice-sh.op (swap a vowel), log in and request your data export.',
    ],
    mitigationUrl: cheatSheet('Insecure_Direct_Object_Reference_Prevention'),
    feature: 'users',
  }),
  // #43
  defineChallenge({
    key: 'dlpPastebinDataLeakChallenge',
    name: 'Leaked Unsafe Product',
    category: 'Sensitive Data Exposure',
    difficulty: 4,
    tags: ['Shenanigans', 'OSINT'],
    description: 'Tell the shop about the dangerous ingredients of a product it quietly stopped selling, whose recipe leaked online.',
    hints: [
      'First find out which product disappeared from the catalogue.',
      'Its description hints at exotic fruit, and somebody published the full recipe on a paste site.',
      'Report every critical ingredient from the leak through the contact form.',
    ],
    mitigationUrl: null,
    feature: 'products',
    hasVulnerableCode: false,
  }),
  // #46
  defineChallenge({
    key: 'loginAmyChallenge',
    name: 'Login Amy',
    category: 'Sensitive Data Exposure',
    difficulty: 3,
    tags: ['OSINT'],
    description: 'Log in as Amy, who believes that a short secret plus plenty of padding makes a strong password.',
    hints: [
      'Amy is a fan of an old idea called password haystacks.',
      'Her password is a short prefix followed by a long run of one and the same padding character.',
      "Think of her husband's name in the show she comes from; the padding is dots, for 24 characters in total.",
    ],
    mitigationUrl: cheatSheet('Authentication'),
    feature: 'users',
    hasVulnerableCode: false,
  }),
  // #50
  defineChallenge({
    key: 'loginRapperChallenge',
    name: 'Login MC SafeSearch',
    category: 'Sensitive Data Exposure',
    difficulty: 2,
    tags: ['Shenanigans', 'OSINT'],
    description: 'Log in as MC SafeSearch with the password he gave away himself.',
    hints: [
      'He is a rapper with a song about password security.',
      'Listen closely to the lyrics of his music video.',
      'His password is the name of his dog, with zeros in place of two letters.',
    ],
    mitigationUrl: null,
    feature: 'users',
    hasVulnerableCode: false,
  }),
  // #72
  defineChallenge({
    key: 'retrieveBlueprintChallenge',
    name: 'Retrieve Blueprint',
    category: 'Sensitive Data Exposure',
    difficulty: 5,
    tags: [],
    description: "Download the design file of one of the shop's 3D-printed products.",
    hints: [
      'One product came out of a 3D printer, and its photo still knows which software designed it.',
      "Read the photo's metadata, then think about which file type that software saves.",
      'Guess the file name next to the product images in /assets/public/images/products/.',
    ],
    mitigationUrl: cheatSheet('Attack_Surface_Analysis'),
    feature: 'static',
    hasVulnerableCode: false,
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
] as const
