import type { ReactNode } from 'react'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

interface PageCardProps {
  titleKey: string
  children: ReactNode
  maxWidth?: number | string
}

/** A screen's content on one sheet, under its translated heading. */
export function PageCard({ titleKey, children, maxWidth = 480 }: PageCardProps) {
  const { t } = useTranslation()
  return (
    <Paper sx={{ p: 3, maxWidth, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      {children}
    </Paper>
  )
}
