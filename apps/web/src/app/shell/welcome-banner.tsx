import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import School from '@mui/icons-material/School'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import { useApplicationConfig } from '@/lib/app-config'
import { welcomeBannerTexts } from '@/lib/configured-text'
import { COOKIE_LIFETIME, getCookie, setCookie } from '@/lib/cookies'
import { SCORE_BOARD_TUTORIAL_PATH } from './navigation-links'

export const WELCOME_BANNER_COOKIE = 'welcomebanner_status'
const DISMISSED = 'dismiss'

export function WelcomeBanner() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const config = useApplicationConfig()
  const [dismissed, setDismissed] = useState(() => getCookie(WELCOME_BANNER_COOKIE) === DISMISSED)
  if (config === undefined || !config.application.welcomeBanner.showOnFirstStart || dismissed) return null

  const { title, message } = welcomeBannerTexts(config.application.welcomeBanner, t)
  const instructorEnabled = config.hackingInstructor.isEnabled
  // In tutorials-first mode the only way on is the tutorial (when there is one to start).
  const closable = !(config.challenges.restrictToTutorialsFirst && instructorEnabled)

  function dismiss() {
    setCookie(WELCOME_BANNER_COOKIE, DISMISSED, COOKIE_LIFETIME.oneYear)
    setDismissed(true)
  }

  function startTutorial() {
    if (closable) dismiss()
    else setDismissed(true)
    void navigate(SCORE_BOARD_TUTORIAL_PATH)
  }

  return (
    <Dialog
      open
      onClose={closable ? dismiss : undefined}
      aria-labelledby="welcome-banner-title"
      slotProps={{ paper: { sx: { width: '35%', minWidth: 320 } } }}
    >
      <DialogTitle id="welcome-banner-title">{title}</DialogTitle>
      {/* The banner text comes from the shop's configuration and may contain markup. */}
      <DialogContent dangerouslySetInnerHTML={{ __html: message }} />
      <DialogActions>
        {instructorEnabled && (
          <Button startIcon={<School />} onClick={startTutorial}>
            {t('BTN_GETTING_STARTED')}
          </Button>
        )}
        {closable && (
          <Button variant="contained" startIcon={<VisibilityOff />} onClick={dismiss}>
            {t('BTN_DISMISS')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
