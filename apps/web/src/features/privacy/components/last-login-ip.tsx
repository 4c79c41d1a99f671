import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { decodeTokenPayload } from '@/lib/auth-storage'
import { useSession } from '@/lib/session'

/** The address of the user's previous login, as carried in the token of the current one. */
// vuln-code-snippet start httpHeaderXssChallenge
/** The stored address is rendered as markup, unchecked: a header injected at logout comes back here. */
const ipMarkup = (ip: string) => ({ __html: ip }) // vuln-code-snippet vuln-line httpHeaderXssChallenge
// vuln-code-snippet end httpHeaderXssChallenge

export function LastLoginIp() {
  const { t } = useTranslation()
  const { token } = useSession()
  const lastLoginIp = decodeTokenPayload(token)?.data?.lastLoginIp
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="p">
          {t('LABEL_IP_ADDRESS')}
        </Typography>
        {lastLoginIp ? (
          <Box
            component="p"
            sx={{ typography: 'h5', m: 0 }}
            data-testid="last-login-ip"
            dangerouslySetInnerHTML={ipMarkup(lastLoginIp)}
          />
        ) : (
          <Typography variant="h5" component="p" data-testid="last-login-ip">
            {t('LAST_LOGIN_IP_UNKNOWN')}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('LAST_LOGIN_IP_NOTE')}
        </Typography>
      </CardContent>
    </Card>
  )
}
