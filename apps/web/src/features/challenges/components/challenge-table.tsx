import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Star from '@mui/icons-material/Star'
import { useTranslation } from 'react-i18next'
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

export const challengeRowId = (challenge: { key: string }) => `challenge-${challenge.key}`

const STATUS_COLORS = { solved: 'success', 'partially-solved': 'warning', unsolved: 'default' } as const
export const STATUS_LABELS = { solved: 'STATUS_SOLVED', 'partially-solved': 'STATUS_PARTIALLY_SOLVED', unsolved: 'STATUS_UNSOLVED' }

export function DifficultyStars({ difficulty }: { difficulty: number }) {
  const { t } = useTranslation()
  return (
    <span role="img" aria-label={t('DIFFICULTY_STARS', { difficulty })} style={{ whiteSpace: 'nowrap' }}>
      {Array.from({ length: difficulty }, (_, index) => (
        <Star key={index} fontSize="small" color="warning" />
      ))}
    </span>
  )
}

interface ChallengeActions {
  codingMode: CodingMode
  tutorialsEnabled: boolean
  onOpenCodingChallenge: (challenge: DisplayedChallenge) => void
}

function ChallengeStatusCell({ challenge, actions }: { challenge: DisplayedChallenge; actions: ChallengeActions }) {
  const { t } = useTranslation()
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {challenge.disabledEnv !== null ? (
        <UnavailableBadge disabledEnv={challenge.disabledEnv} />
      ) : (
        <Chip
          label={t(STATUS_LABELS[challenge.status])}
          color={STATUS_COLORS[challenge.status]}
          size="small"
          data-status={challenge.status}
        />
      )}
      {challenge.solved && <RepeatNotificationButton name={challenge.name} />}
      {challenge.hasTutorial && actions.tutorialsEnabled && <TutorialButton name={challenge.name} />}
      {challenge.hasCodingChallenge && actions.codingMode !== 'never' && (
        <CodingChallengeButton challenge={challenge} mode={actions.codingMode} onOpen={actions.onOpenCodingChallenge} />
      )}
    </Stack>
  )
}

/** Below 600 px the table's rows stack into cards, so that the page never scrolls sideways on a phone. */
const STACK_ON_PHONES = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tr, & td, & th': { display: 'block', width: '100%', boxSizing: 'border-box' },
    '& td, & th': { borderBottom: 'none', py: 0.5 },
    '& tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
  },
} as const

export function ChallengeTable({ challenges, ...actions }: { challenges: DisplayedChallenge[] } & ChallengeActions) {
  const { t } = useTranslation()
  return (
    <TableContainer>
      <Table size="small" aria-label={t('TITLE_SCORE_BOARD')} sx={STACK_ON_PHONES}>
        <TableHead>
          <TableRow>
            <TableCell>{t('LABEL_NAME')}</TableCell>
            <TableCell>{t('LABEL_DIFFICULTY')}</TableCell>
            <TableCell>{t('LABEL_DESCRIPTION')}</TableCell>
            <TableCell>{t('LABEL_CATEGORY')}</TableCell>
            <TableCell>{t('LABEL_TAGS')}</TableCell>
            <TableCell>{t('LABEL_STATUS')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {challenges.map((challenge) => (
            <TableRow key={challenge.key} id={challengeRowId(challenge)} data-testid="challenge-row">
              <TableCell component="th" scope="row">
                {challenge.name}
              </TableCell>
              <TableCell>
                <DifficultyStars difficulty={challenge.difficulty} />
              </TableCell>
              {/* Descriptions are the shop's own HTML (links, code, emphasis). */}
              <TableCell sx={{ overflowWrap: 'anywhere', '& code': { wordBreak: 'break-all' }, '& a': { color: 'secondary.main' } }}>
                <div dangerouslySetInnerHTML={{ __html: challenge.description }} />
                <ChallengeHint challenge={challenge} />
                <MitigationLink challenge={challenge} />
              </TableCell>
              <TableCell>{t(labelKey('CATEGORY', challenge.category), { defaultValue: challenge.category })}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {challenge.tagList.map((tag) => (
                    <Chip key={tag} label={t(labelKey('TAG', tag), { defaultValue: tag })} size="small" variant="outlined" />
                  ))}
                </Stack>
              </TableCell>
              <TableCell>
                <ChallengeStatusCell challenge={challenge} actions={actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
