import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Download from '@mui/icons-material/Download'
import { OutcomeAlert, type Outcome } from '@/components/outcome-alert'
import { errorMessage } from '@/lib/api-client'
import { decodeTokenPayload, getToken } from '@/lib/auth-storage'
import { downloadTextFile } from '@/lib/download'
import { useForm } from '@/lib/use-form'
import { useSubmit } from '@/lib/use-submit'
import { useExportUserData } from '../api/export-user-data'
import { useImageCaptcha } from '../api/get-image-captcha'
import { exportedRecently, rememberDataExport } from './last-export'

export const CAPTCHA_LENGTH = 5

/** Only JSON can be exported so far; the other formats are shown as coming. */
const FORMATS = [
  { value: 'json', label: 'JSON', available: true },
  { value: 'pdf', label: 'PDF', available: false },
  { value: 'excel', label: 'Excel', available: false },
]

/** The file the export is saved as: "<email>-data.json". */
export function exportFileName(userData: string): string {
  let email: unknown
  try {
    email = (JSON.parse(userData) as { email?: unknown }).email
  } catch {
    email = undefined
  }
  const fallback = decodeTokenPayload(getToken())?.data?.email ?? 'account'
  return `${typeof email === 'string' && email !== '' ? email : fallback}-data.json`
}

interface ExportFields {
  format: string
  answer: string
}

const EMPTY_FORM: ExportFields = { format: 'json', answer: '' }

/** Downloads the logged-in user's data; a second export within five minutes needs the picture captcha. */
export function DataExportForm() {
  const { t } = useTranslation()
  const [needsCaptcha, setNeedsCaptcha] = useState(() => exportedRecently())
  const [captchaRound, setCaptchaRound] = useState(0)
  const captcha = useImageCaptcha(captchaRound, needsCaptcha)
  const validate = (fields: ExportFields) => ({
    format: fields.format === '' ? 'MANDATORY_FORMAT' : undefined,
    answer: needsCaptcha && fields.answer.length !== CAPTCHA_LENGTH ? 'MANDATORY_CAPTCHA' : undefined,
  })
  const { fields, valid, update, reset, bind } = useForm(EMPTY_FORM, validate, { length: CAPTCHA_LENGTH })
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const dataExport = useExportUserData()
  const { pending, onSubmit } = useSubmit(
    valid,
    async () => {
      try {
        const { userData } = await dataExport.mutateAsync({
          format: fields.format,
          ...(needsCaptcha ? { answer: fields.answer } : {}),
        })
        const fileName = exportFileName(userData)
        downloadTextFile(fileName, userData)
        rememberDataExport()
        setNeedsCaptcha(true)
        setOutcome({ severity: 'success', text: t('CONFIRM_DATA_EXPORT', { file: fileName }) })
      } finally {
        reset()
        setCaptchaRound((round) => round + 1)
      }
    },
    (error) => setOutcome({ severity: 'error', text: errorMessage(error) }),
  )

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
      <OutcomeAlert outcome={outcome} testId="data-export-outcome" />
      <FormControl>
        <FormLabel id="data-export-format">{t('LABEL_EXPORT_FORMAT')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="data-export-format"
          value={fields.format}
          onChange={(event) => update('format', event.target.value)}
        >
          {FORMATS.map(({ value, label, available }) => (
            <FormControlLabel key={value} value={value} label={label} disabled={!available} control={<Radio />} />
          ))}
        </RadioGroup>
      </FormControl>
      {needsCaptcha && (
        <Stack spacing={1} data-testid="data-export-captcha">
          {captcha.isPending && <LinearProgress aria-label={t('LOADING')} />}
          {captcha.data && (
            <Box
              component="img"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.data.image)}`}
              alt={t('LABEL_CAPTCHA_IMAGE')}
              sx={{ alignSelf: 'flex-start', bgcolor: 'common.white', borderRadius: 1 }}
            />
          )}
          <TextField label={t('LABEL_CAPTCHA')} autoComplete="off" required {...bind('answer')} />
        </Stack>
      )}
      <Button type="submit" variant="contained" startIcon={<Download />} disabled={!valid || pending}>
        {t('BTN_REQUEST_DATA_EXPORT')}
      </Button>
    </Stack>
  )
}
