import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FilterSetting } from '@pulp/shared'
import { defaultScoreBoardVersion, setDefaultScoreBoardVersion, type ScoreBoardVersion } from '../api/continue-codes'
import { BackupControls } from './backup-controls'

interface ScoreBoardSettingsProps {
  open: boolean
  onClose: () => void
  filter: FilterSetting
  onRestored: (filter: FilterSetting) => void
}

/** Backup and restore of the progress, and which score board the menus open. */
export function ScoreBoardSettings({ open, onClose, filter, onRestored }: ScoreBoardSettingsProps) {
  const { t } = useTranslation()
  const [version, setVersion] = useState<ScoreBoardVersion>(defaultScoreBoardVersion)
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="score-board-settings-title">
      <DialogTitle id="score-board-settings-title">{t('TITLE_SCORE_BOARD_SETTINGS')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h3">
              {t('TITLE_PROGRESS_BACKUP')}
            </Typography>
            <Typography variant="body2">{t('PROGRESS_BACKUP_EXPLANATION')}</Typography>
            <BackupControls filter={filter} onRestored={onRestored} />
          </Stack>
          <div>
            <FormLabel id="score-board-version-label">{t('LABEL_DEFAULT_SCORE_BOARD')}</FormLabel>
            <RadioGroup
              aria-labelledby="score-board-version-label"
              value={version}
              onChange={(event) => {
                const chosen = event.target.value === 'v2' ? 'v2' : 'v1'
                setDefaultScoreBoardVersion(chosen)
                setVersion(chosen)
              }}
            >
              <FormControlLabel value="v1" control={<Radio />} label={t('SCORE_BOARD_VERSION_V1')} />
              <FormControlLabel value="v2" control={<Radio />} label={t('SCORE_BOARD_VERSION_V2')} />
            </RadioGroup>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  )
}
