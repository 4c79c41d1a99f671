import { useTranslation } from 'react-i18next'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { labelKey, type DisplayedChallenge } from './challenge-display'
import {
  ChallengeHint,
  CodingChallengeButton,
  MitigationLink,
  RepeatNotificationButton,
  TutorialButton,
  UnavailableBadge,
  type CodingMode,
} from './challenge-extras'
import { DifficultyStars, STATUS_LABELS } from './challenge-table'

export interface ChallengeCardOptions {
  codingMode: CodingMode
  tutorialsEnabled: boolean
  showFlags: boolean
  onOpenCodingChallenge: (challenge: DisplayedChallenge) => void
}

const STATUS_BORDER = { solved: 'success.main', 'partially-solved': 'warning.main', unsolved: 'divider' } as const

/** One challenge of the preview's grid. */
export function ChallengeCard({ challenge, options }: { challenge: DisplayedChallenge; options: ChallengeCardOptions }) {
  const { t } = useTranslation()
  const canCode = challenge.hasCodingChallenge && options.codingMode !== 'never'
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`challenge-card-${challenge.key}`}
      data-testid="challenge-card"
      data-status={challenge.status}
      sx={{ display: 'flex', flexDirection: 'column', borderLeft: 4, borderLeftColor: STATUS_BORDER[challenge.status] }}
    >
      <CardContent sx={{ flex: 1, overflowWrap: 'anywhere', '& code': { wordBreak: 'break-all' }, '& a': { color: 'secondary.main' } }}>
        <Typography variant="overline" color="text.secondary">
          {t(labelKey('CATEGORY', challenge.category), { defaultValue: challenge.category })}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h6" component="h3" id={`challenge-card-${challenge.key}`}>
            {challenge.name}
          </Typography>
          <DifficultyStars difficulty={challenge.difficulty} />
        </Stack>
        <Typography variant="body2" component="div" dangerouslySetInnerHTML={{ __html: challenge.description }} />
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          <Chip size="small" label={t(STATUS_LABELS[challenge.status])} />
          {challenge.tagList.map((tag) => (
            <Chip key={tag} label={t(labelKey('TAG', tag), { defaultValue: tag })} size="small" variant="outlined" />
          ))}
          {challenge.disabledEnv !== null && <UnavailableBadge disabledEnv={challenge.disabledEnv} />}
        </Stack>
        <ChallengeHint challenge={challenge} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, '& a': { color: 'secondary.main' } }}>
        {canCode && (
          <CodingChallengeButton challenge={challenge} mode={options.codingMode} onOpen={options.onOpenCodingChallenge} />
        )}
        {challenge.hasTutorial && options.tutorialsEnabled && <TutorialButton name={challenge.name} />}
        <MitigationLink challenge={challenge} />
        {challenge.solved && options.showFlags && <RepeatNotificationButton name={challenge.name} />}
      </CardActions>
    </Card>
  )
}
