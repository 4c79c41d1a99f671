import { z } from 'zod'

const nullableUrl = z.string().nullable()

/** The whole configuration file, validated at start; unknown keys are rejected so typos surface at once. */
export const configSchema = z.strictObject({
  server: z.strictObject({ port: z.number().int(), basePath: z.string(), baseUrl: z.string() }),
  application: z.strictObject({
    domain: z.string().min(1),
    name: z.string().min(1),
    logo: z.string(),
    favicon: z.string(),
    theme: z.string(),
    showVersionNumber: z.boolean(),
    showGitHubLinks: z.boolean(),
    localBackupEnabled: z.boolean(),
    numberOfRandomFakeUsers: z.number().int().min(0),
    altcoinName: z.string(),
    privacyContactEmail: z.string(),
    customMetricsPrefix: z.string(),
    chatBot: z.strictObject({
      name: z.string(), greeting: z.string(), trainingData: z.string(), defaultResponse: z.string(), avatar: z.string(),
      /** an OpenAI-compatible API (Ollama, llama.cpp, vLLM, hosted); empty: the AI assistant and its challenges are off */
      llmApiUrl: z.string(), model: z.string(),
    }),
    social: z.strictObject({
      twitterUrl: nullableUrl, facebookUrl: nullableUrl, slackUrl: nullableUrl, redditUrl: nullableUrl,
      pressKitUrl: nullableUrl, nftUrl: nullableUrl, questionnaireUrl: nullableUrl,
    }),
    recyclePage: z.strictObject({ topProductImage: z.string(), bottomProductImage: z.string() }),
    welcomeBanner: z.strictObject({ showOnFirstStart: z.boolean(), title: z.string(), message: z.string() }),
    cookieConsent: z.strictObject({ message: z.string(), dismissText: z.string(), linkText: z.string(), linkUrl: z.string() }),
    securityTxt: z.strictObject({
      contact: z.string(), encryption: z.string(), acknowledgements: z.string(), hiring: z.string(), csaf: z.string(),
    }),
    promotion: z.strictObject({ video: z.string(), subtitles: z.string() }),
    easterEggPlanet: z.strictObject({ name: z.string(), overlayMap: z.string() }),
    googleOauth: z.strictObject({
      clientId: z.string(),
      authorizedRedirects: z.array(z.strictObject({ uri: z.string(), proxy: z.string().optional() })),
    }),
    /** localChain: an in-process development chain for the two blockchain challenges; rpcFromAnywhere: its RPC beyond loopback */
    web3: z.strictObject({ localChain: z.boolean(), rpcFromAnywhere: z.boolean() }),
  }),
  challenges: z.strictObject({
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
  hackingInstructor: z.strictObject({
    isEnabled: z.boolean(),
    avatarImage: z.string(),
    hintPlaybackSpeed: z.enum(['faster', 'fast', 'normal', 'slow', 'slower']),
  }),
  ctf: z.strictObject({
    showFlagsInNotifications: z.boolean(),
    showCountryDetailsInNotifications: z.enum(['none', 'name', 'flag', 'both']),
    countryMapping: z.record(z.string(), z.strictObject({ name: z.string(), code: z.string() })).nullable(),
    /** a URL the web app polls for a message to every team (MultiJuicer answers `{message, enabled, updatedAt}`) */
    systemWideNotifications: z.strictObject({ url: z.string().nullable(), pollFrequencySeconds: z.number().min(1) }),
  }),
  /** one process, one isolated shop per team (see "Class mode" in the README) */
  classMode: z.strictObject({
    enabled: z.boolean(),
    /** the trainer's passcode; empty: one is generated at start and printed once on the console */
    trainerPasscode: z.string(),
    /** a team's shop leaves memory after this long without a request; it comes back from its saved progress */
    idleMinutes: z.number().positive(),
    maxTeams: z.number().int().min(1),
    /** off: the challenges that could harm the shared process take their safe path; sandboxed: playable within the sandbox's limits */
    dangerousChallenges: z.enum(['off', 'sandboxed']),
  }),
})

export type Config = z.infer<typeof configSchema>
