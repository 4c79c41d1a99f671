import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export type ForbiddenErrorKey = 'UNAUTHORIZED_ACCESS_ERROR' | 'UNAUTHORIZED_PAGE_ACCESS_ERROR'

/** The 403 screen: a heading and the translated reason. Guards render it in place, so the location stays. */
export function ForbiddenMessage({ errorKey }: { errorKey: string }) {
  const { t } = useTranslation()
  return (
    <Paper sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        403
      </Typography>
      <Typography variant="h6" component="p" role="alert">
        {errorKey ? t(errorKey) : ''}
      </Typography>
    </Paper>
  )
}
