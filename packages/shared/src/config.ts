import { z } from 'zod'

const nullableUrl = z.string().nullable()

/**
 * The part of the shop configuration the web app reads from GET /rest/admin/application-configuration
 * (answer: { config }). The server validates the whole file with its own zod schema.
 */
export const publicConfigSchema = z.object({
  server: z.object({ port: z.number(), basePath: z.string(), baseUrl: z.string() }),
  application: z.object({
    domain: z.string(),
    name: z.string(),
    logo: z.string(),
    favicon: z.string(),
    theme: z.string(),
    showVersionNumber: z.boolean(),
    showGitHubLinks: z.boolean(),
    localBackupEnabled: z.boolean(),
    numberOfRandomFakeUsers: z.number(),
    altcoinName: z.string(),
    privacyContactEmail: z.string(),
    customMetricsPrefix: z.string(),
    chatBot: z.object({
      name: z.string(),
      greeting: z.string(),
      trainingData: z.string(),
      defaultResponse: z.string(),
      avatar: z.string(),
      llmApiUrl: z.string(),
      model: z.string(),
    }),
    social: z.object({
      twitterUrl: nullableUrl,
      facebookUrl: nullableUrl,
      slackUrl: nullableUrl,
      redditUrl: nullableUrl,
      pressKitUrl: nullableUrl,
      nftUrl: nullableUrl,
      questionnaireUrl: nullableUrl,
    }),
    recyclePage: z.object({ topProductImage: z.string(), bottomProductImage: z.string() }),
    welcomeBanner: z.object({ showOnFirstStart: z.boolean(), title: z.string(), message: z.string() }),
    cookieConsent: z.object({ message: z.string(), dismissText: z.string(), linkText: z.string(), linkUrl: z.string() }),
    securityTxt: z.object({
      contact: z.string(),
      encryption: z.string(),
      acknowledgements: z.string(),
      hiring: z.string(),
      csaf: z.string(),
    }),
    promotion: z.object({ video: z.string(), subtitles: z.string() }),
    easterEggPlanet: z.object({ name: z.string(), overlayMap: z.string() }),
    googleOauth: z.object({
      clientId: z.string(),
      authorizedRedirects: z.array(z.object({ uri: z.string(), proxy: z.string().optional() })),
    }),
    web3: z.object({ localChain: z.boolean() }),
  }),
  challenges: z.object({
    showSolvedNotifications: z.boolean(),
    showHints: z.boolean(),
    showMitigations: z.boolean(),
    codingChallengesEnabled: z.enum(['never', 'solved', 'always']),
    restrictToTutorialsFirst: z.boolean(),
    overwriteUrlForProductTamperingChallenge: z.string(),
    overwriteUrlForCsrfChallenge: z.string(),
    xssBonusPayload: z.string(),
    safetyMode: z.enum(['enabled', 'disabled', 'auto']),
    csafHashValue: z.string(),
    metricsIgnoredUserAgents: z.array(z.string()),
  }),
  hackingInstructor: z.object({
    isEnabled: z.boolean(),
    avatarImage: z.string(),
    hintPlaybackSpeed: z.enum(['faster', 'fast', 'normal', 'slow', 'slower']),
  }),
  ctf: z.object({
    showFlagsInNotifications: z.boolean(),
    showCountryDetailsInNotifications: z.enum(['none', 'name', 'flag', 'both']),
    countryMapping: z.record(z.string(), z.object({ name: z.string(), code: z.string() })).nullable(),
    systemWideNotifications: z.object({ url: z.string().nullable(), pollFrequencySeconds: z.number() }).optional(),
  }),
})
export type PublicConfig = z.infer<typeof publicConfigSchema>
