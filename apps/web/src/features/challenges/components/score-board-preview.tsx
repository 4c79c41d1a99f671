import { useMemo, useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FilterSetting } from '@pulp/shared'
import { useApplicationConfig } from '@/lib/app-config'
import { useChallenges } from '../api/get-challenges'
import { ChallengeCard, type ChallengeCardOptions } from './challenge-card'
import { tagsOf, toDisplayedChallenges, tutorialTier } from './challenge-display'
import type { CodingChallengeDialogComponent } from './challenge-extras'
import { PreviewCards } from './preview-cards'
import { filterFromSearchParams, filterPreviewChallenges, filterToSearchParams } from './preview-filter'
import { PreviewFilters } from './preview-filters'
import { ScoreBoardSettings } from './score-board-settings'

/** Challenges switched off here: how many, and a toggle to show or hide them. */
function DisabledChallengesWarning({ count, filter, onChange }: { count: number; filter: FilterSetting; onChange: (filter: FilterSetting) => void }) {
  const { t } = useTranslation()
  if (count === 0) return null
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => onChange({ ...filter, showDisabledChallenges: !filter.showDisabledChallenges })}>
          {t(filter.showDisabledChallenges ? 'BTN_HIDE_UNAVAILABLE' : 'BTN_SHOW_UNAVAILABLE')}
        </Button>
      }
    >
      {t('UNAVAILABLE_CHALLENGES_WARNING', { count })}
    </Alert>
  )
}

/** The score board preview (v2): progress cards, filters and a grid of challenge cards. */
export function ScoreBoardPreview({ CodingChallengeDialog }: { CodingChallengeDialog: CodingChallengeDialogComponent }) {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const challengeList = useChallenges()
  const [searchParams, setSearchParams] = useSearchParams()
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [codingChallengeKey, setCodingChallengeKey] = useState<string | null>(null)
  const codingMode = config?.challenges.codingChallengesEnabled ?? 'solved'
  const restrictToTutorialsFirst = config?.challenges.restrictToTutorialsFirst ?? false
  const filter = filterFromSearchParams(searchParams, restrictToTutorialsFirst)
  const setFilter = (next: FilterSetting) => setSearchParams(filterToSearchParams(next), { replace: true })

  const challenges = useMemo(
    () => toDisplayedChallenges(challengeList.data ?? [], codingMode !== 'never'),
    [challengeList.data, codingMode],
  )
  const categories = useMemo(() => [...new Set(challenges.map(({ category }) => category))].sort(), [challenges])
  const tier = tutorialTier(challenges, restrictToTutorialsFirst)
  const shown = filterPreviewChallenges(challenges, filter, tier)
  const codingChallenge = challenges.find(({ key }) => key === codingChallengeKey)
  const cardOptions: ChallengeCardOptions = {
    codingMode,
    tutorialsEnabled: config?.hackingInstructor.isEnabled ?? false,
    showFlags: config?.ctf.showFlagsInNotifications ?? false,
    onOpenCodingChallenge: ({ key }) => setCodingChallengeKey(key),
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1">
          {t('TITLE_SCORE_BOARD')}
        </Typography>
        <Typography variant="body2">
          {t('SCORE_BOARD_PREVIEW_NOTICE')}{' '}
          <Link component={RouterLink} to="/score-board">
            {t('LINK_BACK_TO_SCORE_BOARD')}
          </Link>
        </Typography>
      </Stack>
      <PreviewCards challenges={challenges} />
      <Paper sx={{ p: 2 }}>
        <PreviewFilters
          filter={filter}
          onChange={setFilter}
          categories={categories}
          tags={tagsOf(challenges)}
          locked={tier !== null}
          onOpenSettings={() => setSettingsOpen(true)}
        />
      </Paper>
      {tier !== null && <Alert severity="info">{t('TUTORIALS_FIRST_NOTICE')}</Alert>}
      <DisabledChallengesWarning
        count={challenges.filter(({ disabledEnv }) => disabledEnv !== null).length}
        filter={filter}
        onChange={setFilter}
      />
      {challengeList.isPending && <LinearProgress aria-label={t('LOADING')} />}
      {challengeList.isError && <Alert severity="error">{challengeList.error.message}</Alert>}
      {challengeList.isSuccess && shown.length === 0 && <Alert severity="info">{t('NO_CHALLENGES_FOUND')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
        {shown.map((challenge) => (
          <ChallengeCard key={challenge.key} challenge={challenge} options={cardOptions} />
        ))}
      </Box>
      <ScoreBoardSettings
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        filter={filter}
        onRestored={(restored) => setFilter({ ...restored, restrictToTutorialChallengesFirst: restrictToTutorialsFirst })}
      />
      {codingChallenge && <CodingChallengeDialog challenge={codingChallenge} onClose={() => setCodingChallengeKey(null)} />}
    </Stack>
  )
}
