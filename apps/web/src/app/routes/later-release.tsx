import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import Storefront from '@mui/icons-material/Storefront'
import { PaddingImage, type PaddingSize } from '@/components/padding-image'

/**
 * Every screen that is planned but not built yet. Hidden pages keep their padding image so that finding them
 * still counts for their challenge.
 */
export default function LaterReleasePage({ paddingImage }: { paddingImage?: PaddingSize }) {
  const { t } = useTranslation()
  return (
    <Paper sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      {paddingImage && <PaddingImage size={paddingImage} />}
      <Typography variant="h5" component="h1" gutterBottom>
        {t('LATER_RELEASE_TITLE')}
      </Typography>
      <Typography variant="body1" sx={{ mb: 3 }}>
        {t('LATER_RELEASE_MESSAGE')}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/search" startIcon={<Storefront />}>
        {t('BACK_TO_SHOP')}
      </Button>
    </Paper>
  )
}
