import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Facebook from '@mui/icons-material/Facebook'
import Forum from '@mui/icons-material/Forum'
import Newspaper from '@mui/icons-material/Newspaper'
import Reddit from '@mui/icons-material/Reddit'
import Token from '@mui/icons-material/Token'
import X from '@mui/icons-material/X'
import type { SvgIconComponent } from '@mui/icons-material'
import { useTranslation } from 'react-i18next'
import type { PublicConfig } from '@pulp/shared'
import { useApplicationConfig } from '@/lib/app-config'
import { FeedbackCarousel } from './feedback-carousel'

type SocialKey = keyof PublicConfig['application']['social']

const SOCIAL_LINKS: { key: SocialKey; labelKey: string; icon: SvgIconComponent }[] = [
  { key: 'twitterUrl', labelKey: 'LABEL_SOCIAL_TWITTER', icon: X },
  { key: 'facebookUrl', labelKey: 'LABEL_SOCIAL_FACEBOOK', icon: Facebook },
  { key: 'slackUrl', labelKey: 'LABEL_SOCIAL_SLACK', icon: Forum },
  { key: 'redditUrl', labelKey: 'LABEL_SOCIAL_REDDIT', icon: Reddit },
  { key: 'pressKitUrl', labelKey: 'LABEL_SOCIAL_PRESS_KIT', icon: Newspaper },
  { key: 'nftUrl', labelKey: 'LABEL_SOCIAL_NFT', icon: Token },
]

/** The About page: who we are, what customers say, and where to find us. */
export function AboutUs() {
  const { t } = useTranslation()
  const social = useApplicationConfig()?.application.social
  const links = SOCIAL_LINKS.flatMap((link) => {
    const url = social?.[link.key]
    return url ? [{ ...link, url }] : []
  })
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('TITLE_ABOUT_COMPANY')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('ABOUT_COMPANY_TEXT')}</Typography>
        <Typography sx={{ mb: 2 }}>{t('ABOUT_COMPANY_TEXT_MORE')}</Typography>
      </Box>
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('TITLE_CUSTOMER_FEEDBACK')}
        </Typography>
        <FeedbackCarousel />
      </Box>
      {links.length > 0 && (
        <Box component="nav" aria-label={t('TITLE_FOLLOW_US')}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('TITLE_FOLLOW_US')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {links.map(({ key, labelKey, icon: Icon, url }) => (
              <Button key={key} variant="outlined" startIcon={<Icon />} href={url} target="_blank" rel="noopener noreferrer">
                {t(labelKey)}
              </Button>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  )
}
