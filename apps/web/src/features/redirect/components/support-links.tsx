import { useTranslation } from 'react-i18next'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { redirectLink, SUPPORT_LINKS } from '../redirect-links'

/** Other ways to support the shop, each leaving through /redirect. */
export function SupportLinks() {
  const { t } = useTranslation()
  return (
    <Stack component="section" spacing={1} aria-labelledby="support-links-title">
      <Typography variant="subtitle1" component="h2" id="support-links-title">
        {t('TITLE_SUPPORT_US')}
      </Typography>
      {SUPPORT_LINKS.filter((link) => !link.retired).map((link) => (
        <Link key={link.url} href={redirectLink(link.url)} target="_blank" rel="noopener noreferrer">
          {t(link.labelKey)}
        </Link>
      ))}
    </Stack>
  )
}
