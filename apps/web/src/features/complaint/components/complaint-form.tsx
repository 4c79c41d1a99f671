import { useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AttachFile from '@mui/icons-material/AttachFile'
import Send from '@mui/icons-material/Send'
import { LimitedTextArea } from '@/components/limited-text-area'
import { errorMessage } from '@/lib/api-client'
import { useForm } from '@/lib/use-form'
import { useSubmit } from '@/lib/use-submit'
import { useFileComplaint } from '../api/file-complaint'
import { useUploadInvoice } from '../api/upload-invoice'
import { invoiceError, MAX_MESSAGE_LENGTH, messageError } from './complaint-rules'

interface ComplaintFormProps {
  user?: { id?: number; email?: string }
}

const INVOICE_RULES = { type: 'PDF, ZIP', size: '100 KB', max: MAX_MESSAGE_LENGTH }
const validateComplaint = ({ message }: { message: string }) => ({ message: messageError(message) })

type Outcome = { severity: 'success'; reference: number } | { severity: 'error'; text: string }

/** A complaint to customer support, optionally with the invoice: the file is uploaded first, then the complaint filed. */
export function ComplaintForm({ user }: ComplaintFormProps) {
  const { t } = useTranslation()
  const uploadInvoice = useUploadInvoice()
  const fileComplaint = useFileComplaint()
  const form = useForm({ message: '' }, validateComplaint, INVOICE_RULES)
  const [invoice, setInvoice] = useState<File | null>(null)
  const [pickerKey, setPickerKey] = useState(0)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const fileProblem = invoiceError(invoice)

  function pickInvoice(event: ChangeEvent<HTMLInputElement>) {
    setInvoice(event.target.files?.[0] ?? null)
    setOutcome(null)
  }

  const { pending, onSubmit } = useSubmit(
    form.valid && fileProblem === undefined,
    async () => {
      setOutcome(null)
      if (invoice) await uploadInvoice.mutateAsync(invoice)
      const complaint = await fileComplaint.mutateAsync({ UserId: user?.id, message: form.fields.message, file: invoice?.name })
      setOutcome({ severity: 'success', reference: complaint.id })
      form.reset()
      setInvoice(null)
      setPickerKey((key) => key + 1)
    },
    (error) => setOutcome({ severity: 'error', text: errorMessage(error) }),
  )

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label={t('TITLE_COMPLAIN')}>
      {outcome?.severity === 'success' && (
        <Alert severity="success">{t('CUSTOMER_SUPPORT_COMPLAINT_REPLY', { ref: outcome.reference })}</Alert>
      )}
      {outcome?.severity === 'error' && <Alert severity="error">{outcome.text}</Alert>}
      <TextField label={t('LABEL_CUSTOMER')} value={user?.email ?? ''} slotProps={{ input: { readOnly: true } }} />
      <LimitedTextArea label={t('LABEL_MESSAGE')} maxLength={MAX_MESSAGE_LENGTH} {...form.bind('message')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<AttachFile />}>
          {t('LABEL_INVOICE')}
          <input key={pickerKey} type="file" hidden accept=".pdf,.zip,.xml" onChange={pickInvoice} data-testid="invoice-input" />
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {invoice?.name ?? t('LABEL_NO_FILE_CHOSEN')}
        </Typography>
      </Stack>
      {fileProblem && <Alert severity="error">{t(fileProblem, INVOICE_RULES)}</Alert>}
      {pending && <LinearProgress aria-label={t(invoice ? 'LABEL_UPLOADING_INVOICE' : 'LOADING')} />}
      <Button type="submit" variant="contained" startIcon={<Send />} disabled={!form.valid || fileProblem !== undefined || pending} sx={{ alignSelf: 'flex-start' }}>
        {t('BTN_SUBMIT')}
      </Button>
    </Stack>
  )
}
