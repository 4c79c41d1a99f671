import { useTranslation } from 'react-i18next'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { formatUnits, parseUnits } from '../wallet/ethereum-provider'

/** An amount of BEE or ether as a person types it; says when it is not a number. */
export function AmountField({ label, amount, onChange }: { label: string; amount: string; onChange: (amount: string) => void }) {
  const { t } = useTranslation()
  const invalid = parseUnits(amount) === null
  return (
    <TextField
      size="small"
      label={label}
      value={amount}
      onChange={(event) => onChange(event.target.value)}
      error={invalid}
      helperText={invalid ? t('WEB3_AMOUNT_INVALID') : ' '}
    />
  )
}

/** A balance read from the chain, in whole units, inside a translated sentence ({{amount}}). */
export function ChainBalance({ textKey, value, testId }: { textKey: string; value: bigint | undefined; testId: string }) {
  const { t } = useTranslation()
  return (
    <Typography variant="h6" component="p" data-testid={testId}>
      {t(textKey, { amount: value === undefined ? '…' : formatUnits(value) })}
    </Typography>
  )
}
