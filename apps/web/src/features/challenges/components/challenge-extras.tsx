import type { ComponentType } from 'react'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import Badge from '@mui/material/Badge'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import Code from '@mui/icons-material/Code'
import Flag from '@mui/icons-material/Flag'
import InfoOutlined from '@mui/icons-material/InfoOutlined'
import School from '@mui/icons-material/School'
import type { Challenge, PublicConfig } from '@pulp/shared'
import { repeatNotification } from '../api/get-challenges'
import type { DisplayedChallenge } from './challenge-display'

/** What the score boards need from the coding-challenge dialog (the app passes the dialog in). */
export interface CodingChallengeDialogProps {
  challenge: Pick<Challenge, 'key' | 'name' | 'codingChallengeStatus'>
  onClose: () => void
}
export type CodingChallengeDialogComponent = ComponentType<CodingChallengeDialogProps>

/**
 * Why a challenge is off, truthfully: a service the shop lacks names the setting that turns it on, a challenge Pulp
 * has not built says so, and only safety switches name the environment.
 */
const UNAVAILABLE_REASONS: Record<string, string> = {
  LLM: 'CHALLENGE_NEEDS_LLM',
  Web3: 'CHALLENGE_NEEDS_WEB3',
  Pulp: 'CHALLENGE_NOT_IN_PULP_YET',
  'Safety Mode': 'CHALLENGE_SAFETY_MODE',
  'Class Mode': 'CHALLENGE_CLASS_MODE',
}

export function unavailableReason(disabledEnv: string): string {
  return UNAVAILABLE_REASONS[disabledEnv] ?? 'CHALLENGE_UNAVAILABLE'
}

export function UnavailableBadge({ disabledEnv }: { disabledEnv: string }) {
  const { t } = useTranslation()
  return (
    <Tooltip title={t(unavailableReason(disabledEnv), { env: disabledEnv })}>
      <Chip icon={<InfoOutlined />} label={t('STATUS_UNAVAILABLE')} size="small" variant="outlined" />
    </Tooltip>
  )
}

export function RepeatNotificationButton({ name }: { name: string }) {
  const { t } = useTranslation()
  return (
    <Tooltip title={t('REPEAT_NOTIFICATION')}>
      <IconButton
        size="small"
        aria-label={t('REPEAT_NOTIFICATION')}
        onClick={() => repeatNotification(name).catch((error) => console.error(error))}
      >
        <Flag fontSize="small" />
      </IconButton>
    </Tooltip>
  )
}

/** The hacking instructor starts from its own route; the button is simply a link there. */
export function TutorialButton({ name }: { name: string }) {
  const { t } = useTranslation()
  return (
    <Button
      size="small"
      variant="outlined"
      color="secondary"
      startIcon={<School />}
      component={RouterLink}
      to={`/hacking-instructor?challenge=${encodeURIComponent(name)}`}
    >
      {t('BTN_START_TUTORIAL')}
    </Button>
  )
}

export type CodingMode = PublicConfig['challenges']['codingChallengesEnabled']

/** "Coding challenge" with the phases done (n/2); usable once the challenge is solved, or always if so configured. */
export function CodingChallengeButton({
  challenge,
  mode,
  onOpen,
}: {
  challenge: DisplayedChallenge
  mode: CodingMode
  onOpen: (challenge: DisplayedChallenge) => void
}) {
  const { t } = useTranslation()
  const status = challenge.codingChallengeStatus
  return (
    <Badge badgeContent={`${status}/2`} color={status === 2 ? 'success' : 'primary'} overlap="rectangular">
      <Button
        size="small"
        variant="outlined"
        color="secondary"
        startIcon={<Code />}
        disabled={mode === 'solved' && !challenge.solved}
        aria-label={t('BTN_CODING_CHALLENGE_PROGRESS', { status })}
        onClick={() => onOpen(challenge)}
      >
        {t('BTN_CODING_CHALLENGE')}
      </Button>
    </Badge>
  )
}

/** The challenge's hint, as a link when it has a hint URL. */
export function ChallengeHint({ challenge }: { challenge: Pick<Challenge, 'hint' | 'hintUrl'> }) {
  const { t } = useTranslation()
  if (!challenge.hint) return null
  return (
    <Typography variant="body2" color="text.secondary">
      {t('LABEL_HINT')}{' '}
      {challenge.hintUrl ? (
        <Link href={challenge.hintUrl} target="_blank" rel="noopener noreferrer">
          {challenge.hint}
        </Link>
      ) : (
        challenge.hint
      )}
    </Typography>
  )
}

/** How to defend against it: shown once the challenge is solved. */
export function MitigationLink({ challenge }: { challenge: Pick<Challenge, 'solved' | 'mitigationUrl'> }) {
  const { t } = useTranslation()
  if (!challenge.solved || !challenge.mitigationUrl) return null
  return (
    <Link href={challenge.mitigationUrl} target="_blank" rel="noopener noreferrer" variant="body2">
      {t('LINK_MITIGATION')}
    </Link>
  )
}
