import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'

interface Panel {
  title: string
  content: ReactNode
}

/** A staff page: its title, then two titled panels side by side on wide screens, one above the other on narrow ones. */
export function TwoPanelPage({ title, panels, children }: { title: string; panels: readonly [Panel, Panel]; children?: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      {children}
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        {panels.map((panel) => (
          <Paper key={panel.title} sx={{ p: 2, minWidth: 0 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {panel.title}
            </Typography>
            {panel.content}
          </Paper>
        ))}
      </Box>
    </Box>
  )
}
