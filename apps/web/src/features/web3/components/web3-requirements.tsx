import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet'
import Hub from '@mui/icons-material/Hub'
import Settings from '@mui/icons-material/Settings'

const NEEDS = [
  { icon: AccountBalanceWallet, textKey: 'WEB3_NEEDS_WALLET' },
  { icon: Hub, textKey: 'WEB3_NEEDS_CHAIN' },
  { icon: Settings, textKey: 'WEB3_NEEDS_CONFIG' },
] as const

/** What a blockchain page needs before it can work, and that Pulp does not connect to a chain yet. */
export function Web3Requirements({ introKey }: { introKey: string }) {
  const { t } = useTranslation()
  return (
    <>
      <Typography variant="body1">{t(introKey)}</Typography>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {t('WEB3_REQUIREMENTS')}
      </Typography>
      <List aria-label={t('WEB3_REQUIREMENTS')}>
        {NEEDS.map(({ icon: Icon, textKey }) => (
          <ListItem key={textKey}>
            <ListItemIcon>
              <Icon color="primary" />
            </ListItemIcon>
            <ListItemText primary={t(textKey)} />
          </ListItem>
        ))}
      </List>
      <Alert severity="info">{t('WEB3_LATER_RELEASE')}</Alert>
    </>
  )
}
