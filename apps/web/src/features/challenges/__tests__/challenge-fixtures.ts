import type { Challenge } from '@pulp/shared'

let nextId = 1

/** A challenge row as GET /api/Challenges serves it; tests override what matters. */
export function challenge(overrides: Partial<Challenge> & Pick<Challenge, 'key' | 'name'>): Challenge {
  return {
    id: nextId++,
    category: 'Miscellaneous',
    tags: null,
    description: `Description of <em>${overrides.name}</em>`,
    difficulty: 1,
    hint: null,
    hintUrl: null,
    mitigationUrl: null,
    solved: false,
    disabledEnv: null,
    tutorialOrder: null,
    hasTutorial: false,
    hasCodingChallenge: false,
    codingChallengeStatus: 0,
    createdAt: '2026-01-01',
    updatedAt: '2026-01-01',
    ...overrides,
  }
}
