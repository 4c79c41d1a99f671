import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Redeem from '@mui/icons-material/Redeem'
import { COUPON_LENGTH } from '@pulp/shared'
import { errorMessage } from '@/lib/api-client'
import { useForm } from '@/lib/use-form'
import { useSubmit } from '@/lib/use-submit'
import { ExpiredCampaignError, useApplyCoupon } from '../api/apply-coupon'

const couponErrors = ({ coupon }: { coupon: string }) => ({
  coupon: coupon.length === COUPON_LENGTH ? undefined : 'COUPON_CODE_HINT',
})

/** Redeems a coupon; the discount (or why it was refused) is shown under the field. */
export function CouponForm() {
  const { t } = useTranslation()
  const applyCoupon = useApplyCoupon()
  const { fields, valid, bind, reset } = useForm({ coupon: '' }, couponErrors, { length: COUPON_LENGTH })
  const { pending, onSubmit } = useSubmit(
    valid,
    async () => {
      await applyCoupon.mutateAsync(fields.coupon)
      reset()
    },
    () => undefined,
  )
  const failure = applyCoupon.error
  return (
    <Stack component="form" spacing={1} onSubmit={onSubmit} noValidate aria-label={t('TITLE_COUPON')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('LABEL_COUPON')}
          size="small"
          required
          slotProps={{ htmlInput: { maxLength: COUPON_LENGTH } }}
          {...bind('coupon')}
        />
        <Button type="submit" variant="outlined" startIcon={<Redeem />} disabled={!valid || pending}>
          {t('BTN_REDEEM')}
        </Button>
      </Stack>
      {applyCoupon.isSuccess && (
        <Alert severity="success" data-testid="coupon-outcome">
          {t('DISCOUNT_APPLIED', { discount: applyCoupon.data })}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" data-testid="coupon-outcome">
          {failure instanceof ExpiredCampaignError ? t('INVALID_COUPON') : errorMessage(failure)}
        </Alert>
      )}
    </Stack>
  )
}
