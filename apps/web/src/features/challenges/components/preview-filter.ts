import type { FilterSetting } from '@pulp/shared'
import { tutorialUnlocked, type DisplayedChallenge } from './challenge-display'

export const DEFAULT_FILTER_SETTING: FilterSetting = {
  categories: [],
  difficulties: [],
  tags: [],
  status: null,
  searchQuery: null,
  showDisabledChallenges: true,
  restrictToTutorialChallengesFirst: false,
}

function matchesSearch(challenge: DisplayedChallenge, query: string | null): boolean {
  const words = (query ?? '').trim().toLowerCase()
  if (words === '') return true
  const text = `${challenge.name} ${challenge.description.replace(/<[^>]*>/g, '')}`.toLowerCase()
  return text.includes(words)
}

/** The preview's challenge grid: every filter narrows, an empty list filter means "all". */
export function filterPreviewChallenges(
  challenges: DisplayedChallenge[],
  filter: FilterSetting,
  tier: number | null,
): DisplayedChallenge[] {
  return challenges.filter(
    (challenge) =>
      tutorialUnlocked(challenge, tier) &&
      (filter.categories.length === 0 || filter.categories.includes(challenge.category)) &&
      (filter.difficulties.length === 0 || filter.difficulties.includes(challenge.difficulty)) &&
      (filter.tags.length === 0 || filter.tags.some((tag) => challenge.tagList.includes(tag))) &&
      (filter.status === null || challenge.status === filter.status) &&
      (filter.showDisabledChallenges || challenge.disabledEnv === null) &&
      matchesSearch(challenge, filter.searchQuery),
  )
}

const LIST_PARAMS = ['categories', 'difficulties', 'tags'] as const

/** The filter as query parameters of the preview's address, so that a filtered view can be bookmarked. */
export function filterToSearchParams(filter: FilterSetting): URLSearchParams {
  const params = new URLSearchParams()
  for (const name of LIST_PARAMS) if (filter[name].length > 0) params.set(name, filter[name].join(','))
  if (filter.status !== null) params.set('status', filter.status)
  if (filter.searchQuery) params.set('searchQuery', filter.searchQuery)
  if (!filter.showDisabledChallenges) params.set('showDisabledChallenges', 'false')
  return params
}

const STATUSES = new Set<string>(['unsolved', 'partially-solved', 'solved'])

/** Reads the filter back from the address; unknown values are dropped (difficulties: integers 1 to 6 only). */
export function filterFromSearchParams(params: URLSearchParams, restrictToTutorialsFirst: boolean): FilterSetting {
  const list = (name: string) => (params.get(name) ?? '').split(',').filter(Boolean)
  const status = params.get('status')
  return {
    categories: list('categories'),
    difficulties: list('difficulties')
      .map(Number)
      .filter((difficulty) => Number.isInteger(difficulty) && difficulty >= 1 && difficulty <= 6),
    tags: list('tags'),
    status: status !== null && STATUSES.has(status) ? (status as FilterSetting['status']) : null,
    searchQuery: params.get('searchQuery'),
    showDisabledChallenges: params.get('showDisabledChallenges') !== 'false',
    restrictToTutorialChallengesFirst: restrictToTutorialsFirst,
  }
}
