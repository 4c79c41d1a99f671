import type { PublicConfig } from '@pulp/shared'

/** The shop configuration as the test profile serves it, with the fields the tested screens read set for tests. */
export function testConfig(overrides: { showFlagsInNotifications?: boolean; restrictToTutorialsFirst?: boolean } = {}): PublicConfig {
  return {
    server: { port: 3000, basePath: '', baseUrl: 'http://localhost:3000' },
    application: {
      domain: 'juice-sh.op',
      name: 'Pulp Test Shop',
      logo: 'assets/public/images/pulp-logo.svg',
      favicon: 'assets/public/favicon.svg',
      theme: 'bluegrey-lightgreen',
      showVersionNumber: true,
      showGitHubLinks: true,
      localBackupEnabled: true,
      numberOfRandomFakeUsers: 0,
      altcoinName: 'Juicycoin',
      privacyContactEmail: '',
      customMetricsPrefix: 'juiceshop',
      chatBot: { name: 'Juicy', greeting: 'Hello', trainingData: 'training.json', defaultResponse: 'Sorry', avatar: 'avatar.svg', llmApiUrl: '', model: 'llama3.1' },
      social: {
        twitterUrl: null,
        facebookUrl: null,
        slackUrl: null,
        redditUrl: null,
        pressKitUrl: null,
        nftUrl: null,
        questionnaireUrl: null,
      },
      recyclePage: { topProductImage: 'top.svg', bottomProductImage: 'bottom.svg' },
      welcomeBanner: { showOnFirstStart: false, title: 'Welcome', message: '<p>Hello</p>' },
      cookieConsent: { message: 'Cookies', dismissText: 'OK', linkText: 'Why?', linkUrl: 'https://example.test' },
      securityTxt: { contact: 'mailto:x@juice-sh.op', encryption: '', acknowledgements: '', hiring: '', csaf: '' },
      promotion: { video: 'promo.mp4', subtitles: 'promo.vtt' },
      easterEggPlanet: { name: 'Orangeuze', overlayMap: 'orangemap.svg' },
      googleOauth: { clientId: '', authorizedRedirects: [] },
      web3: { localChain: false },
    },
    challenges: {
      showSolvedNotifications: true,
      showHints: true,
      showMitigations: true,
      codingChallengesEnabled: 'solved',
      restrictToTutorialsFirst: overrides.restrictToTutorialsFirst ?? false,
      overwriteUrlForProductTamperingChallenge: '',
      overwriteUrlForCsrfChallenge: '',
      xssBonusPayload: '',
      safetyMode: 'auto',
      csafHashValue: '',
      metricsIgnoredUserAgents: [],
    },
    hackingInstructor: { isEnabled: true, avatarImage: 'instructor.svg', hintPlaybackSpeed: 'normal' },
    ctf: {
      showFlagsInNotifications: overrides.showFlagsInNotifications ?? false,
      showCountryDetailsInNotifications: 'none',
      countryMapping: null,
    },
  }
}
