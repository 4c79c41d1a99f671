import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Flag from '@mui/icons-material/Flag'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import Star from '@mui/icons-material/Star'
import { useTranslation } from 'react-i18next'
import { repeatNotification } from '../api/get-challenges'
import { labelKey, type DisplayedChallenge } from './challenge-display'

export const challengeRowId = (challenge: { key: string }) => `challenge-${challenge.key}`

const STATUS_COLORS = { solved: 'success', 'partially-solved': 'warning', unsolved: 'default' } as const
const STATUS_LABELS = { solved: 'STATUS_SOLVED', 'partially-solved': 'STATUS_PARTIALLY_SOLVED', unsolved: 'STATUS_UNSOLVED' }

function DifficultyStars({ difficulty }: { difficulty: number }) {
  const { t } = useTranslation()
  return (
    <span role="img" aria-label={t('DIFFICULTY_STARS', { difficulty })} style={{ whiteSpace: 'nowrap' }}>
      {Array.from({ length: difficulty }, (_, index) => (
        <Star key={index} fontSize="small" color="warning" />
      ))}
    </span>
  )
}

/** Why a challenge is off: a service the shop lacks, a challenge Pulp has not built, or safety in this environment. */
const UNAVAILABLE_REASONS: Record<string, string> = {
  LLM: 'CHALLENGE_NEEDS_LLM',
  Web3: 'CHALLENGE_NEEDS_WEB3',
  Pulp: 'CHALLENGE_NOT_IN_PULP_YET',
}

function ChallengeStatusCell({ challenge }: { challenge: DisplayedChallenge }) {
  const { t } = useTranslation()
  if (challenge.disabledEnv !== null) {
    const reasonKey = UNAVAILABLE_REASONS[challenge.disabledEnv] ?? 'CHALLENGE_UNAVAILABLE'
    return (
      <Tooltip title={t(reasonKey, { env: challenge.disabledEnv })}>
        <Chip icon={<InfoOutlined />} label={t('STATUS_UNAVAILABLE')} size="small" variant="outlined" />
      </Tooltip>
    )
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Chip
        label={t(STATUS_LABELS[challenge.status])}
        color={STATUS_COLORS[challenge.status]}
        size="small"
        data-status={challenge.status}
      />
      {challenge.solved && (
        <Tooltip title={t('REPEAT_NOTIFICATION')}>
          <IconButton
            size="small"
            aria-label={t('REPEAT_NOTIFICATION')}
            onClick={() => repeatNotification(challenge.name).catch((error) => console.error(error))}
          >
            <Flag fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  )
}

export function ChallengeTable({ challenges }: { challenges: DisplayedChallenge[] }) {
  const { t } = useTranslation()
  return (
    <TableContainer>
      <Table size="small" aria-label={t('TITLE_SCORE_BOARD')}>
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
              <TableCell
                sx={{ overflowWrap: 'anywhere', '& code': { wordBreak: 'break-all' } }}
                dangerouslySetInnerHTML={{ __html: challenge.description }}
              />
              <TableCell>{t(labelKey('CATEGORY', challenge.category), { defaultValue: challenge.category })}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {challenge.tagList.map((tag) => (
                    <Chip key={tag} label={t(labelKey('TAG', tag), { defaultValue: tag })} size="small" variant="outlined" />
                  ))}
                </Stack>
              </TableCell>
              <TableCell>
                <ChallengeStatusCell challenge={challenge} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
