export type { Category, ChallengeDefinition, ChallengeRequirement, Difficulty, DisabledEnv, Tag } from './definition'
export { CATEGORIES, TAGS } from './definition'
export {
  challengeById,
  challengeByKey,
  challengeIdOf,
  challenges,
  isChallengeKey,
  type ChallengeKey,
  type RegisteredChallenge,
} from './registry'
export {
  DESCRIPTION_DEFAULTS,
  renderChallengeText,
  XSS_BONUS_PAYLOAD_PLACEHOLDER,
  type DescriptionSettings,
} from './description-text'
export {
  ctfFlag,
  decodeContinueCode,
  DEFAULT_CTF_KEY,
  encodeContinueCode,
  type ContinueCodeKind,
} from './codes'
export {
  CODE_FIXES_FOLDER,
  CodeFixError,
  codeFixKeys,
  explanationOf,
  loadCodeFixes,
  parseCodeFixInfo,
  type CodeFix,
  type CodeFixInfo,
  type CodeFixSet,
} from './code-fixes'
export { CodingChallengeCatalog, type CodingChallenge, type CodingChallengeLookup } from './coding-challenges'
export { extractSnippet, MarkerSyntaxError, markerKeys, SnippetBoundaryError, snippetRegion, sourceLinesMarked, type Snippet } from './markers'
export {
  consistencyProblems,
  exploitTestPlacesOf,
  implementedChallengeKeys,
  markableFilesOf,
  MARKER_ROOTS,
  REPO_ROOT,
  scanRepository,
  snippetFilesOf,
  snippetRegionsOf,
  type ExploitTestPlaces,
  type RepositoryScan,
  type ScannedFile,
} from './source-scan'
