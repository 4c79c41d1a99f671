import type { ChallengeKey } from '@pulp/challenges'
import type { Config } from '../config/schema'

/** The `disabledEnv` of a challenge that class mode switches off. */
export const CLASS_MODE_REASON = 'Class Mode'

/**
 * Holes whose exploit makes the shared process run attacker-chosen code or spend its time and memory (a denial of
 * service is the point of some of them). Each runs in a child sandbox or worker with a time limit; with
 * `dangerousChallenges: sandboxed` they are playable within those limits, so one team's attack costs the others at
 * most that long.
 */
export const CLASS_MODE_SANDBOXABLE: readonly ChallengeKey[] = [
  'rceChallenge',
  'rceOccupyChallenge',
  'sstiChallenge',
  'noSqlCommandChallenge',
  'killChatbotChallenge',
  'xxeDosChallenge',
  'yamlBombChallenge',
  'fileWriteChallenge',
]

/** Holes that read the server's own disk: in a shared process that is every team's disk, so they stay off. */
export const CLASS_MODE_HOST_FILES: readonly ChallengeKey[] = ['xxeFileDisclosureChallenge', 'lfrChallenge']

/** Whether class mode switches the challenge off (then it takes its safe path), by the configured policy. */
export function switchedOffByClassMode(key: string, config: Pick<Config, 'classMode'>): boolean {
  const { enabled, dangerousChallenges } = config.classMode
  if (!enabled) return false
  const is = (list: readonly string[]) => list.includes(key)
  return is(CLASS_MODE_HOST_FILES) || (dangerousChallenges === 'off' && is(CLASS_MODE_SANDBOXABLE))
}
