import { useEffect } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AllInclusive from '@mui/icons-material/AllInclusive'
import LocalOffer from '@mui/icons-material/LocalOffer'
import LocalShipping from '@mui/icons-material/LocalShipping'
import WorkspacePremium from '@mui/icons-material/WorkspacePremium'
import { formatPrice } from '@/lib/format'
import { useSession } from '@/lib/session'
import { getSocket } from '@/lib/socket'
import { useDeluxeMembershipCost } from '../api/get-deluxe-status'

const BENEFITS = [
  { icon: LocalOffer, titleKey: 'DELUXE_BENEFIT_DEALS', detailKey: 'DELUXE_BENEFIT_DEALS_DETAIL' },
  { icon: LocalShipping, titleKey: 'DELUXE_BENEFIT_DELIVERY', detailKey: 'DELUXE_BENEFIT_DELIVERY_DETAIL' },
  { icon: AllInclusive, titleKey: 'DELUXE_BENEFIT_UNLIMITED', detailKey: 'DELUXE_BENEFIT_UNLIMITED_DETAIL' },
] as const

/**
 * A leftover from testing card decals: `?testDecal=<file>` shows that image from the image folder, path and all.
 * The server is told which decal was asked for (the Cross-Site Imaging challenge).
 */
function TestDecal({ decal }: { decal: string }) {
  useEffect(() => {
    getSocket().emit('verifySvgInjectionChallenge', decal)
  }, [decal])
  // vuln-code-snippet start svgInjectionChallenge
  const decalUrl = `assets/public/images/${decal}` // vuln-code-snippet vuln-line svgInjectionChallenge
  // vuln-code-snippet end svgInjectionChallenge
  return <Box component="img" src={decalUrl} alt="" sx={{ maxWidth: '100%' }} />
}

/** What deluxe members get, what it costs, and the way to join. */
export function DeluxeMembership() {
  const { t } = useTranslation()
  const isMember = useSession().role === 'deluxe'
  // A member cannot join again: the price is not asked for, and the page says they are in.
  const cost = useDeluxeMembershipCost(!isMember)
  const testDecal = useSearchParams()[0].get('testDecal')
  return (
    <Stack spacing={2}>
      {cost.isError && (
        <Alert severity="error" data-testid="deluxe-status-error">
          {cost.error.message}
        </Alert>
      )}
      {testDecal && <TestDecal decal={testDecal} />}
      <Typography variant="body1">{t('DELUXE_INTRO')}</Typography>
      <List aria-label={t('DELUXE_BENEFITS')}>
        {BENEFITS.map(({ icon: Icon, titleKey, detailKey }) => (
          <ListItem key={titleKey}>
            <ListItemIcon>
              <Icon color="primary" />
            </ListItemIcon>
            <ListItemText primary={t(titleKey)} secondary={t(detailKey)} />
          </ListItem>
        ))}
      </List>
      {isMember && (
        <Alert severity="success" icon={<WorkspacePremium />} data-testid="deluxe-member">
          {t('DELUXE_ALREADY_MEMBER')}
        </Alert>
      )}
      {!isMember && cost.data !== undefined && (
        <Typography variant="h6" component="p" data-testid="membership-cost">
          {t('DELUXE_COST', { cost: formatPrice(cost.data) })}
        </Typography>
      )}
      {!isMember && (
        <Button
          variant="contained"
          component={RouterLink}
          to="/payment/deluxe"
          startIcon={<WorkspacePremium />}
          disabled={cost.data === undefined}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('BTN_BECOME_MEMBER')}
        </Button>
      )}
    </Stack>
  )
}
