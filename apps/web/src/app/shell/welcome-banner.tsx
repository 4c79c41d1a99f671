import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Close from '@mui/icons-material/Close'
import School from '@mui/icons-material/School'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import type { Challenge, PublicConfig } from '@pulp/shared'
import { challengeListQuery } from '@/features/challenges/api/get-challenges'
import { useApplicationConfig } from '@/lib/app-config'
import { welcomeBannerTexts } from '@/lib/configured-text'
import { COOKIE_LIFETIME, getCookie, setCookie } from '@/lib/cookies'
import { SCORE_BOARD_TUTORIAL_PATH } from './navigation-links'

export const WELCOME_BANNER_COOKIE = 'welcomebanner_status'
const DISMISSED = 'dismiss'

/**
 * Tutorials-first mode is active while the shop restricts to tutorials first and some tutorial challenge is unsolved
 * (and the instructor is there to lead the way). Until the challenges have loaded, it counts as active.
 */
function useTutorialsFirstActive(config: PublicConfig | undefined): boolean {
  const restricted = (config?.challenges.restrictToTutorialsFirst ?? false) && (config?.hackingInstructor.isEnabled ?? false)
  const challenges = useQuery({ ...challengeListQuery, enabled: restricted }).data
  if (!restricted) return false
  return challenges === undefined || challenges.some((challenge: Challenge) => challenge.tutorialOrder !== null && !challenge.solved)
}

export function WelcomeBanner() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const config = useApplicationConfig()
  const tutorialsFirst = useTutorialsFirstActive(config)
  const [dismissed] = useState(() => getCookie(WELCOME_BANNER_COOKIE) === DISMISSED)
  const [closed, setClosed] = useState(false)
  if (config === undefined || !config.application.welcomeBanner.showOnFirstStart || dismissed || closed) return null

  const { title, message } = welcomeBannerTexts(config.application.welcomeBanner, t)
  const instructorEnabled = config.hackingInstructor.isEnabled

  /** Closes the banner for this visit; it shows again on the next start. */
  const close = () => setClosed(true)

  /** Closes the banner for a year. */
  function dismiss() {
    setCookie(WELCOME_BANNER_COOKIE, DISMISSED, COOKIE_LIFETIME.oneYear)
    close()
  }

  function startTutorial() {
    if (tutorialsFirst) close()
    else dismiss()
    void navigate(SCORE_BOARD_TUTORIAL_PATH)
  }

  return (
    <Dialog
      open
      onClose={tutorialsFirst ? undefined : close}
      aria-labelledby="welcome-banner-title"
      slotProps={{ paper: { sx: { width: '35%', minWidth: 320 } } }}
    >
      <DialogTitle id="welcome-banner-title" sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      {!tutorialsFirst && (
        <IconButton aria-label={t('CLOSE')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      )}
      {/* The banner text comes from the shop's configuration and may contain markup. */}
      <DialogContent dangerouslySetInnerHTML={{ __html: message }} />
      <DialogActions>
        {instructorEnabled && (
          <Button startIcon={<School />} onClick={startTutorial}>
            {t('BTN_GETTING_STARTED')}
          </Button>
        )}
        {!tutorialsFirst && (
          <Button variant="contained" startIcon={<VisibilityOff />} onClick={dismiss}>
            {t('BTN_DISMISS')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
