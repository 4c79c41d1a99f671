import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import Star from '@mui/icons-material/Star'
import type { Challenge } from '@pulp/shared'
import { difficultyOverview, percentCodingSolved, percentSolved } from './challenge-display'

function PercentCard({ id, titleKey, percent }: { id: string; titleKey: string; percent: number }) {
  const { t } = useTranslation()
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle2" component="h2" id={id}>
          {t(titleKey)}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`${id}-percent`}>
          {percent}%
        </Typography>
        <LinearProgress variant="determinate" value={percent} aria-labelledby={id} sx={{ height: 8, borderRadius: 4 }} />
      </CardContent>
    </Card>
  )
}

/** Hacking progress, coding progress and the solved/available units per difficulty. */
export function PreviewCards({ challenges }: { challenges: Challenge[] }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))' }}>
      <PercentCard id="hacking-progress" titleKey="TITLE_HACKING_PROGRESS" percent={percentSolved(challenges)} />
      <PercentCard id="coding-progress" titleKey="TITLE_CODING_PROGRESS" percent={percentCodingSolved(challenges)} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle2" component="h2">
            {t('TITLE_DIFFICULTY_OVERVIEW')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5 }}>
            {difficultyOverview(challenges).map(({ difficulty, solved, available }) => (
              <Box
                component="li"
                key={difficulty}
                aria-label={t('DIFFICULTY_OVERVIEW_ENTRY', { difficulty, solved, available })}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <span aria-hidden="true">{difficulty}</span>
                <Star fontSize="inherit" color="warning" aria-hidden="true" />
                <Typography variant="body2" component="span" aria-hidden="true">
                  {solved}/{available}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}
