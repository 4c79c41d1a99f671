import { CodingChallengeCatalog, isChallengeKey, type ChallengeKey } from '@pulp/challenges'

/** What the shop asks of the coding challenges' catalogue. */
export type CodingCatalog = Pick<CodingChallengeCatalog, 'lookup' | 'playableKeys'>

/** The playable keys the server build computed (apps/server/build.mjs), comma-separated; absent under tsx and tests. */
declare const PULP_BUILT_PLAYABLE_CODING_CHALLENGES: string | undefined

const builtPlayableKeys = (): ChallengeKey[] | undefined =>
  typeof PULP_BUILT_PLAYABLE_CODING_CHALLENGES === 'string' ? PULP_BUILT_PLAYABLE_CODING_CHALLENGES.split(',').filter(isChallengeKey) : undefined

/**
 * The coding challenges' catalogue, read from the repository on the first lookup rather than at start (scanning
 * the marked sources and fix files is a third of the start-up time). The score board needs the playable keys at
 * start: the build computes them from the same files; without a build they are read at once.
 */
export function lazyCodingCatalog(repoRoot: string, playableKeys: readonly ChallengeKey[] | undefined = builtPlayableKeys()): CodingCatalog {
  let catalog: CodingChallengeCatalog | undefined
  const loaded = (): CodingChallengeCatalog => (catalog ??= CodingChallengeCatalog.load(repoRoot))
  return {
    lookup: (key) => loaded().lookup(key),
    playableKeys: () => (playableKeys ? [...playableKeys] : loaded().playableKeys()),
  }
}
