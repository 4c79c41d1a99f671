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
import { ScoreBoardFilters } from './score-board-filters'

const INITIAL_FILTER: ScoreBoardFilter = {
  difficulties: DEFAULT_DIFFICULTIES,
  hiddenCategories: [],
  showSolved: true,
  tutorialOnly: false,
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

export function ScoreBoard() {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const challengeList = useChallenges()
  const [filter, setFilter] = useState(INITIAL_FILTER)
  const codingChallengesEnabled = (config?.challenges.codingChallengesEnabled ?? 'solved') !== 'never'
  const challenges = useMemo(
    () => toDisplayedChallenges(challengeList.data ?? [], codingChallengesEnabled),
    [challengeList.data, codingChallengesEnabled],
  )
  const categories = useMemo(() => [...new Set(challenges.map(({ category }) => category))].sort(), [challenges])
  const tier = tutorialTier(challenges, config?.challenges.restrictToTutorialsFirst ?? false)
  const shown = visibleChallenges(challenges, filter, tier)
  useFocusOnRequestedChallenge(challenges, setFilter)

  return (
    <Stack spacing={2}>
      {/* Loading this image is how the server learns that the score board was found. */}
      <img src="assets/public/images/padding/1px.png" alt="" width={1} height={1} style={{ position: 'absolute' }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
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
        </Stack>
      </Paper>
      {challengeList.isPending && <LinearProgress aria-label={t('LOADING')} />}
      {challengeList.isError && <Alert severity="error">{challengeList.error.message}</Alert>}
      {challengeList.isSuccess && shown.length === 0 && <Alert severity="info">{t('NO_CHALLENGES_FOUND')}</Alert>}
      {shown.length > 0 && (
        <Paper>
          <ChallengeTable challenges={shown} />
        </Paper>
      )}
    </Stack>
  )
}
