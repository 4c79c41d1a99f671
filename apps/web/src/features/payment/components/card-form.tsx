import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import AddCard from '@mui/icons-material/AddCard'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { useForm } from '@/lib/use-form'
import { useSubmit } from '@/lib/use-submit'
import type { CreatedCard } from '@pulp/shared'
import { useAddCard } from '../api/add-card'
import { cardErrors, EMPTY_CARD, EXPIRY_MONTHS, EXPIRY_YEARS } from './card-rules'

/** Saves a new payment card for the logged-in user and hands it to `onSaved`. */
export function CardForm({ onSaved }: { onSaved: (card: CreatedCard) => void }) {
  const { t } = useTranslation()
  const saving = useAddCard()
  const showSnackbar = useSnackbar()
  const { fields, valid, reset, bind } = useForm(EMPTY_CARD, cardErrors)
  const { pending, onSubmit } = useSubmit(
    valid,
    async () => {
      const card = await saving.mutateAsync({
        fullName: fields.fullName,
        cardNum: Number(fields.cardNum),
        expMonth: Number(fields.expMonth),
        expYear: Number(fields.expYear),
      })
      showSnackbar(t('CREDIT_CARD_SAVED', { cardnumber: fields.cardNum.slice(-4) }))
      reset()
      onSaved(card)
    },
    (error) => showSnackbar(errorMessage(error), { severity: 'error' }),
  )

  return (
    <Stack component="form" spacing={1} onSubmit={onSubmit} noValidate aria-label={t('TITLE_ADD_CARD')}>
      <TextField label={t('LABEL_CARD_HOLDER')} autoComplete="cc-name" required {...bind('fullName')} />
      <TextField
        label={t('LABEL_CARD_NUMBER')}
        autoComplete="cc-number"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
        {...bind('cardNum')}
      />
      <Stack direction="row" spacing={1}>
        <TextField select label={t('LABEL_EXPIRY_MONTH')} required fullWidth {...bind('expMonth')}>
          {EXPIRY_MONTHS.map((month) => (
            <MenuItem key={month} value={String(month)}>
              {month}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={t('LABEL_EXPIRY_YEAR')} required fullWidth {...bind('expYear')}>
          {EXPIRY_YEARS.map((year) => (
            <MenuItem key={year} value={String(year)}>
              {year}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Button type="submit" variant="outlined" startIcon={<AddCard />} disabled={!valid || pending}>
        {t('BTN_SAVE_CARD')}
      </Button>
    </Stack>
  )
}
