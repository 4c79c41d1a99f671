import type { ChallengeDefinition } from './definition'
import { brokenAccessControlChallenges } from './registry/broken-access-control'
import { brokenAntiAutomationChallenges } from './registry/broken-anti-automation'
import { brokenAuthenticationChallenges } from './registry/broken-authentication'
import { cryptographicIssuesChallenges } from './registry/cryptographic-issues'
import { improperInputValidationChallenges } from './registry/improper-input-validation'
import { injectionChallenges } from './registry/injection'
import { insecureDeserializationChallenges } from './registry/insecure-deserialization'
import { miscellaneousChallenges } from './registry/miscellaneous'
import { observabilityFailuresChallenges } from './registry/observability-failures'
import { securityMisconfigurationChallenges } from './registry/security-misconfiguration'
import { securityThroughObscurityChallenges } from './registry/security-through-obscurity'
import { sensitiveDataExposureChallenges } from './registry/sensitive-data-exposure'
import { unvalidatedRedirectsChallenges } from './registry/unvalidated-redirects'
import { vulnerableComponentsChallenges } from './registry/vulnerable-components'
import { xssChallenges } from './registry/xss'
import { xxeChallenges } from './registry/xxe'

/** Every challenge definition, by category (registry/<category>.ts). */
const definitions = [
  ...sensitiveDataExposureChallenges,
  ...xssChallenges,
  ...observabilityFailuresChallenges,
  ...improperInputValidationChallenges,
  ...brokenAccessControlChallenges,
  ...vulnerableComponentsChallenges,
  ...brokenAuthenticationChallenges,
  ...securityThroughObscurityChallenges,
  ...miscellaneousChallenges,
  ...insecureDeserializationChallenges,
  ...brokenAntiAutomationChallenges,
  ...injectionChallenges,
  ...securityMisconfigurationChallenges,
  ...cryptographicIssuesChallenges,
  ...unvalidatedRedirectsChallenges,
  ...xxeChallenges,
] as const

export type ChallengeKey = (typeof definitions)[number]['key']

/**
 * The ids: a challenge's id is its 1-based position here, in Juice Shop's order (#1–#113), followed by Pulp's two
 * chatbot challenges. Continue codes encode these ids: never reorder or remove entries, only append.
 */
export const ID_ORDER: readonly ChallengeKey[] = [
  'passwordHashLeakChallenge', // #1
  'restfulXssChallenge', // #2
  'accessLogDisclosureChallenge', // #3
  'registerAdminChallenge', // #4
  'adminSectionChallenge', // #5
  'fileWriteChallenge', // #6
  'resetPasswordBjoernOwaspChallenge', // #7
  'tokenSaleChallenge', // #8
  'nftUnlockChallenge', // #9
  'nftMintChallenge', // #10
  'web3WalletChallenge', // #11
  'web3SandboxChallenge', // #12
  'rceChallenge', // #13
  'captchaBypassChallenge', // #14
  'changePasswordBenderChallenge', // #15
  'christmasSpecialChallenge', // #16
  'usernameXssChallenge', // #17
  'persistedXssUserChallenge', // #18
  'directoryListingChallenge', // #19
  'localXssChallenge', // #20
  'dbSchemaChallenge', // #21
  'deprecatedInterfaceChallenge', // #22
  'easterEggLevelOneChallenge', // #23
  'emailLeakChallenge', // #24
  'emptyUserRegistration', // #25
  'ephemeralAccountantChallenge', // #26
  'errorHandlingChallenge', // #27
  'manipulateClockChallenge', // #28
  'extraLanguageChallenge', // #29
  'feedbackChallenge', // #30
  'forgedCouponChallenge', // #31
  'forgedFeedbackChallenge', // #32
  'forgedReviewChallenge', // #33
  'jwtForgedChallenge', // #34
  'forgottenDevBackupChallenge', // #35
  'forgottenBackupChallenge', // #36
  'typosquattingAngularChallenge', // #37
  'ghostLoginChallenge', // #38
  'dataExportChallenge', // #39
  'httpHeaderXssChallenge', // #40
  'continueCodeChallenge', // #41
  'dlpPasswordSprayingChallenge', // #42
  'dlpPastebinDataLeakChallenge', // #43
  'typosquattingNpmChallenge', // #44
  'loginAdminChallenge', // #45
  'loginAmyChallenge', // #46
  'loginBenderChallenge', // #47
  'oauthUserPasswordChallenge', // #48
  'loginJimChallenge', // #49
  'loginRapperChallenge', // #50
  'loginSupportChallenge', // #51
  'basketManipulateChallenge', // #52
  'misplacedSignatureFileChallenge', // #53
  'timingAttackChallenge', // #54
  'easterEggLevelTwoChallenge', // #55
  'noSqlCommandChallenge', // #56
  'noSqlOrdersChallenge', // #57
  'noSqlReviewsChallenge', // #58
  'redirectCryptoCurrencyChallenge', // #59
  'weakPasswordChallenge', // #60
  'negativeOrderChallenge', // #61
  'premiumPaywallChallenge', // #62
  'privacyPolicyChallenge', // #63
  'privacyPolicyProofChallenge', // #64
  'changeProductChallenge', // #65
  'reflectedXssChallenge', // #66
  'passwordRepeatChallenge', // #67
  'resetPasswordBenderChallenge', // #68
  'resetPasswordBjoernChallenge', // #69
  'resetPasswordJimChallenge', // #70
  'resetPasswordMortyChallenge', // #71
  'retrieveBlueprintChallenge', // #72
  'ssrfChallenge', // #73
  'sstiChallenge', // #74
  'scoreBoardChallenge', // #75
  'securityPolicyChallenge', // #76
  'persistedXssFeedbackChallenge', // #77
  'hiddenImageChallenge', // #78
  'rceOccupyChallenge', // #79
  'supplyChainAttackChallenge', // #80
  'twoFactorAuthUnsafeSecretStorageChallenge', // #81
  'jwtUnsignedChallenge', // #82
  'uploadSizeChallenge', // #83
  'uploadTypeChallenge', // #84
  'unionSqlInjectionChallenge', // #85
  'videoXssChallenge', // #86
  'basketAccessChallenge', // #87
  'knownVulnerableComponentChallenge', // #88
  'weirdCryptoChallenge', // #89
  'redirectChallenge', // #90
  'xxeFileDisclosureChallenge', // #91
  'xxeDosChallenge', // #92
  'yamlBombChallenge', // #93
  'zeroStarsChallenge', // #94
  'missingEncodingChallenge', // #95
  'svgInjectionChallenge', // #96
  'exposedMetricsChallenge', // #97
  'freeDeluxeChallenge', // #98
  'csrfChallenge', // #99
  'xssBonusChallenge', // #100
  'resetPasswordUvoginChallenge', // #101
  'geoStalkingMetaChallenge', // #102
  'geoStalkingVisualChallenge', // #103
  'nullByteChallenge', // #104
  'lfrChallenge', // #105
  'closeNotificationsChallenge', // #106
  'csafChallenge', // #107
  'exposedCredentialsChallenge', // #108
  'leakedApiKeyChallenge', // #109
  'chatbotPromptInjectionChallenge', // #110
  'chatbotGreedyInjectionChallenge', // #111
  'aiDebuggingChallenge', // #112
  'systemPromptExtractionChallenge', // #113
  'bullyChatbotChallenge', // #114
  'killChatbotChallenge', // #115
]

const definitionByKey = new Map<string, ChallengeDefinition>(definitions.map((definition) => [definition.key, definition]))
if (definitionByKey.size !== definitions.length || definitions.length !== ID_ORDER.length) {
  throw new Error('Every challenge defined in registry/ needs exactly one place in ID_ORDER')
}

/** Every challenge in id order. */
export const challenges: readonly (ChallengeDefinition & { readonly key: ChallengeKey })[] = ID_ORDER.map((key) => {
  const definition = definitionByKey.get(key)
  if (!definition) throw new Error(`ID_ORDER names ${key}, which no registry file defines`)
  return { ...definition, key }
})

export interface RegisteredChallenge extends ChallengeDefinition {
  readonly key: ChallengeKey
  readonly id: number
}

const registered: readonly RegisteredChallenge[] = challenges.map((challenge, index) => ({ ...challenge, id: index + 1 }))
const registeredByKey = new Map<string, RegisteredChallenge>(registered.map((challenge) => [challenge.key, challenge]))

export function isChallengeKey(candidate: string): candidate is ChallengeKey {
  return registeredByKey.has(candidate)
}

export function challengeByKey(key: ChallengeKey): RegisteredChallenge {
  const challenge = registeredByKey.get(key)
  if (!challenge) throw new Error(`Unknown challenge key: ${key}`)
  return challenge
}

/** The 1-based position in the registry, which is the database id and what continue codes encode. */
export function challengeIdOf(key: ChallengeKey): number {
  return challengeByKey(key).id
}

export function challengeById(id: number): RegisteredChallenge | undefined {
  return Number.isInteger(id) ? registered[id - 1] : undefined
}
