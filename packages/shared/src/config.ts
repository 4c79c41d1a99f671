/**
 * The part of the shop configuration the web app reads from GET /rest/admin/application-configuration
 * (answer: { config }). The server validates the whole file with its own zod schema.
 */
export interface PublicConfig {
  server: { port: number; basePath: string; baseUrl: string }
  application: {
    domain: string
    name: string
    logo: string
    favicon: string
    theme: string
    showVersionNumber: boolean
    showGitHubLinks: boolean
    localBackupEnabled: boolean
    numberOfRandomFakeUsers: number
    altcoinName: string
    privacyContactEmail: string
    customMetricsPrefix: string
    chatBot: { name: string; greeting: string; trainingData: string; defaultResponse: string; avatar: string }
    social: {
      twitterUrl: string | null
      facebookUrl: string | null
      slackUrl: string | null
      redditUrl: string | null
      pressKitUrl: string | null
      nftUrl: string | null
      questionnaireUrl: string | null
    }
    recyclePage: { topProductImage: string; bottomProductImage: string }
    welcomeBanner: { showOnFirstStart: boolean; title: string; message: string }
    cookieConsent: { message: string; dismissText: string; linkText: string; linkUrl: string }
    securityTxt: { contact: string; encryption: string; acknowledgements: string; hiring: string; csaf: string }
    promotion: { video: string; subtitles: string }
    easterEggPlanet: { name: string; overlayMap: string }
    googleOauth: { clientId: string; authorizedRedirects: { uri: string; proxy?: string }[] }
  }
  challenges: {
    showSolvedNotifications: boolean
    showHints: boolean
    showMitigations: boolean
    codingChallengesEnabled: 'never' | 'solved' | 'always'
    restrictToTutorialsFirst: boolean
    overwriteUrlForProductTamperingChallenge: string
    overwriteUrlForCsrfChallenge: string
    xssBonusPayload: string
    safetyMode: 'enabled' | 'disabled' | 'auto'
    csafHashValue: string
    metricsIgnoredUserAgents: string[]
  }
  hackingInstructor: { isEnabled: boolean; avatarImage: string; hintPlaybackSpeed: 'faster' | 'fast' | 'normal' | 'slow' | 'slower' }
  ctf: {
    showFlagsInNotifications: boolean
    showCountryDetailsInNotifications: 'none' | 'name' | 'flag' | 'both'
    countryMapping: Record<string, { name: string; code: string }> | null
  }
}
