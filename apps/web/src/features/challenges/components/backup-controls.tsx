import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Download from '@mui/icons-material/Download'
import Upload from '@mui/icons-material/Upload'
import type { FilterSetting } from '@pulp/shared'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { useApplicationName } from '@/lib/app-config'
import { downloadTextFile } from '@/lib/download'
import { backupFileName, createBackup, useRestoreBackup } from '../api/backup'

const RESTORE_MESSAGE_DURATION_MS = 10_000

/** Save the progress to a file, and restore it from one (the percentage follows without a reload). */
export function BackupControls({ filter, onRestored }: { filter: FilterSetting; onRestored?: (filter: FilterSetting) => void }) {
  const { t } = useTranslation()
  const appName = useApplicationName()
  const showSnackbar = useSnackbar()
  const restore = useRestoreBackup()
  const fileInput = useRef<HTMLInputElement>(null)

  const save = async () => {
    try {
      downloadTextFile(backupFileName(appName), JSON.stringify(await createBackup(filter), null, 2))
    } catch (error) {
      showSnackbar(errorMessage(error), { severity: 'error' })
    }
  }

  const restoreFrom = (file: File | undefined) => {
    if (!file) return
    restore.mutate(file, {
      onSuccess: (restoredFilter) => {
        showSnackbar(t('BACKUP_RESTORED'), { durationMs: RESTORE_MESSAGE_DURATION_MS })
        onRestored?.(restoredFilter)
      },
      onError: (error) =>
        showSnackbar(t('BACKUP_RESTORE_FAILED', { message: errorMessage(error) }), {
          severity: 'error',
          durationMs: RESTORE_MESSAGE_DURATION_MS,
        }),
    })
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" size="small" startIcon={<Download />} onClick={() => void save()}>
        {t('BTN_SAVE_BACKUP')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={<Upload />}
        loading={restore.isPending}
        onClick={() => fileInput.current?.click()}
      >
        {t('BTN_RESTORE_BACKUP')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="backup-file"
        aria-label={t('BTN_RESTORE_BACKUP')}
        onChange={(event) => {
          restoreFrom(event.target.files?.[0])
          event.target.value = ''
        }}
      />
    </Stack>
  )
}
