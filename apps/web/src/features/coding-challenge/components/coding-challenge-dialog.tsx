import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import CloseIcon from '@mui/icons-material/Close'
import type { Challenge } from '@pulp/shared'
import { errorMessage } from '@/lib/api-client'
import { useSnippet } from '../api/snippets'
import { FindItTab } from './find-it-tab'
import { FixItTab } from './fix-it-tab'

type Phase = 'find' | 'fix'

interface CodingChallengeDialogProps {
  challenge: Pick<Challenge, 'key' | 'name' | 'codingChallengeStatus'>
  onClose: () => void
}

/**
 * The coding challenge of one hacking challenge: Find It (mark the vulnerable lines), then Fix It (choose the fix).
 * Fix It opens once Find It is solved; the score board's badge follows the server's "code challenge solved" event.
 */
export function CodingChallengeDialog({ challenge, onClose }: CodingChallengeDialogProps) {
  const { t } = useTranslation()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const snippet = useSnippet(challenge.key)
  const [foundHere, setFoundHere] = useState(false)
  const [fixedHere, setFixedHere] = useState(false)
  const found = foundHere || challenge.codingChallengeStatus >= 1
  const fixed = fixedHere || challenge.codingChallengeStatus === 2
  const [phase, setPhase] = useState<Phase>(found ? 'fix' : 'find')

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby="coding-challenge-title">
      <DialogTitle id="coding-challenge-title" sx={{ pr: 6 }}>
        {t('TITLE_CODING_CHALLENGE', { challenge: challenge.name })}
      </DialogTitle>
      <IconButton aria-label={t('CLOSE')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <Tabs value={phase} onChange={(_event, next: Phase) => setPhase(next)} sx={{ px: 3 }}>
        <Tab value="find" label={t('TAB_FIND_IT')} id="coding-tab-find" aria-controls="coding-panel" />
        <Tab value="fix" label={t('TAB_FIX_IT')} id="coding-tab-fix" aria-controls="coding-panel" disabled={!found} />
      </Tabs>
      <DialogContent dividers>
        <Box role="tabpanel" id="coding-panel" aria-labelledby={`coding-tab-${phase}`}>
          {fixed && <Alert severity="success" sx={{ mb: 2 }}>{t('CODING_CHALLENGE_SOLVED', { challenge: challenge.name })}</Alert>}
          {foundHere && !fixed && phase === 'fix' && <Alert severity="success" sx={{ mb: 2 }}>{t('FIND_IT_CORRECT')}</Alert>}
          {snippet.isPending && <LinearProgress aria-label={t('LOADING')} />}
          {snippet.isError && <Alert severity="error">{errorMessage(snippet.error)}</Alert>}
          {snippet.isSuccess && phase === 'find' && (
            <FindItTab
              challengeKey={challenge.key}
              snippet={snippet.data.snippet}
              solved={found}
              onSolved={() => {
                setFoundHere(true)
                setPhase('fix')
              }}
            />
          )}
          {snippet.isSuccess && phase === 'fix' && (
            <FixItTab challengeKey={challenge.key} snippet={snippet.data.snippet} solved={fixed} onSolved={() => setFixedHere(true)} />
          )}
        </Box>
      </DialogContent>
    </Dialog>
  )
}
