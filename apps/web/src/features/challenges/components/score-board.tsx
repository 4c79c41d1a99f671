import { useEffect, useMemo, useRef, useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FilterSetting } from '@pulp/shared'
import { useApplicationConfig } from '@/lib/app-config'
import { useChallenges } from '../api/get-challenges'
import {
  DEFAULT_DIFFICULTIES,
  percentSolved,
  toDisplayedChallenges,
  tutorialTier,
  visibleChallenges,
  type ScoreBoardFilter,
} from './challenge-display'
import { challengeRowId, ChallengeTable } from './challenge-table'
import { BackupControls } from './backup-controls'
import type { CodingChallengeDialogComponent } from './challenge-extras'
import { DEFAULT_FILTER_SETTING } from './preview-filter'
import { ScoreBoardFilters } from './score-board-filters'

const INITIAL_FILTER: ScoreBoardFilter = {
  difficulties: DEFAULT_DIFFICULTIES,
  hiddenCategories: [],
  showSolved: true,
  tutorialOnly: false,
  status: null,
  tags: [],
}

function SolvedProgress({ percent }: { percent: number }) {
  const { t } = useTranslation()
  return (
    <Box>
      <Typography variant="body2" id="score-board-progress-label">
        {t('SCORE_BOARD_PROGRESS', { percent })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="score-board-progress-label"
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  )
}

/** Reveals the challenge named in ?challenge= (its difficulty and category) and scrolls to it once. */
function useFocusOnRequestedChallenge(
  challenges: { key: string; name: string; difficulty: number; category: string }[],
  setFilter: (update: (filter: ScoreBoardFilter) => ScoreBoardFilter) => void,
) {
  const [searchParams] = useSearchParams()
  const requested = challenges.find(({ name }) => name === searchParams.get('challenge'))
  const revealed = useRef<string | null>(null)
  const scrolledTo = useRef<string | null>(null)

  useEffect(() => {
    if (!requested || revealed.current === requested.key) return
    revealed.current = requested.key
    setFilter((filter) => ({
      ...filter,
      difficulties: filter.difficulties.includes(requested.difficulty)
        ? filter.difficulties
        : [...filter.difficulties, requested.difficulty],
      hiddenCategories: filter.hiddenCategories.filter((category) => category !== requested.category),
    }))
  }, [requested, setFilter])

  useEffect(() => {
    if (!requested || scrolledTo.current === requested.key) return
    const row = document.getElementById(challengeRowId(requested))
    if (row === null) return
    scrolledTo.current = requested.key
    row.scrollIntoView?.({ behavior: 'smooth', block: 'center' })
  })
}

/** The v1 filter as the backup file's filter settings. */
function asFilterSetting(filter: ScoreBoardFilter, categories: string[], restrictToTutorialsFirst: boolean): FilterSetting {
  return {
    ...DEFAULT_FILTER_SETTING,
    categories: categories.filter((category) => !filter.hiddenCategories.includes(category)),
    difficulties: filter.difficulties,
    tags: filter.tags,
    status: filter.status,
    restrictToTutorialChallengesFirst: restrictToTutorialsFirst,
  }
}

export function ScoreBoard({ CodingChallengeDialog }: { CodingChallengeDialog: CodingChallengeDialogComponent }) {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const challengeList = useChallenges()
  const [filter, setFilter] = useState(INITIAL_FILTER)
  const [codingChallengeKey, setCodingChallengeKey] = useState<string | null>(null)
  const codingMode = config?.challenges.codingChallengesEnabled ?? 'solved'
  const codingChallengesEnabled = codingMode !== 'never'
  const restrictToTutorialsFirst = config?.challenges.restrictToTutorialsFirst ?? false
  const challenges = useMemo(
    () => toDisplayedChallenges(challengeList.data ?? [], codingChallengesEnabled),
    [challengeList.data, codingChallengesEnabled],
  )
  const categories = useMemo(() => [...new Set(challenges.map(({ category }) => category))].sort(), [challenges])
  const tier = tutorialTier(challenges, restrictToTutorialsFirst)
  const shown = visibleChallenges(challenges, filter, tier)
  const codingChallenge = challenges.find(({ key }) => key === codingChallengeKey)
  useFocusOnRequestedChallenge(challenges, setFilter)

  return (
    <Stack spacing={2}>
      {/* Loading this image is how the server learns that the score board was found. */}
      <img src="assets/public/images/padding/1px.png" alt="" width={1} height={1} style={{ position: 'absolute' }} />
      <Stack direction="row" useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1">
          {t('TITLE_SCORE_BOARD')}
        </Typography>
        <Link component={RouterLink} to="/score-board-preview">
          {t('LINK_SCORE_BOARD_PREVIEW')}
        </Link>
      </Stack>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <SolvedProgress percent={percentSolved(challenges)} />
          {tier !== null && <Alert severity="info">{t('TUTORIALS_FIRST_NOTICE')}</Alert>}
          <ScoreBoardFilters
            challenges={challenges}
            categories={categories}
            filter={filter}
            onChange={setFilter}
            tutorialTier={tier}
          />
          <BackupControls filter={asFilterSetting(filter, categories, restrictToTutorialsFirst)} />
        </Stack>
      </Paper>
      {challengeList.isPending && <LinearProgress aria-label={t('LOADING')} />}
      {challengeList.isError && <Alert severity="error">{challengeList.error.message}</Alert>}
      {challengeList.isSuccess && shown.length === 0 && <Alert severity="info">{t('NO_CHALLENGES_FOUND')}</Alert>}
      {shown.length > 0 && (
        <Paper>
          <ChallengeTable
            challenges={shown}
            codingMode={codingMode}
            tutorialsEnabled={config?.hackingInstructor.isEnabled ?? false}
            onOpenCodingChallenge={({ key }) => setCodingChallengeKey(key)}
          />
        </Paper>
      )}
      {codingChallenge && <CodingChallengeDialog challenge={codingChallenge} onClose={() => setCodingChallengeKey(null)} />}
    </Stack>
  )
}
