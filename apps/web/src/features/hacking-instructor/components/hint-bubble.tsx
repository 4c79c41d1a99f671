import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Popper from '@mui/material/Popper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import School from '@mui/icons-material/School'
import { useTargetElement } from '../hooks/use-target-element'

interface HintBubbleProps {
  text: string
  /** Selector of the element the hint points at; without one (or while it is not on the page) the bubble floats. */
  target?: string
  /** Shown for timed hints: go on without waiting. */
  onNext?: () => void
  onCancel: () => void
  speedMenu: ReactNode
}

const BUBBLE_WIDTH = 340
const CORNER_MARGIN = 16

/** Beside the element where there is room, so that the bubble does not cover the form below it; else below or above. */
const PLACEMENT_MODIFIERS = [
  { name: 'offset', options: { offset: [0, 12] } },
  { name: 'flip', options: { fallbackPlacements: ['bottom', 'left-start', 'top'] } },
]

/** Where a bubble without a target sits: the bottom right corner of the window. */
const CORNER = {
  getBoundingClientRect: () => new DOMRect(window.innerWidth - CORNER_MARGIN, window.innerHeight - CORNER_MARGIN, 0, 0),
}

/** The instructor's floating hint, next to the element it talks about. */
export function HintBubble({ text, target, onNext, onCancel, speedMenu }: HintBubbleProps) {
  const { t } = useTranslation()
  const anchor = useTargetElement(target)
  const bubble = (
    <Paper
      component="section"
      aria-label={t('INSTRUCTOR_TITLE')}
      data-testid="hacking-instructor"
      elevation={8}
      sx={{ p: 2, width: BUBBLE_WIDTH, maxWidth: 'calc(100vw - 16px)', border: 2, borderColor: 'secondary.main' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <School color="secondary" aria-hidden />
        <Typography aria-live="polite" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
        <IconButton size="small" aria-label={t('INSTRUCTOR_CANCEL')} onClick={onCancel}>
          <Close fontSize="small" />
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ mt: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        {speedMenu}
        {onNext && (
          <Button size="small" onClick={onNext}>
            {t('INSTRUCTOR_NEXT')}
          </Button>
        )}
      </Stack>
    </Paper>
  )
  return (
    <Popper
      open
      // the bubble holds buttons, so it is not a tooltip: its section names it
      role="presentation"
      anchorEl={anchor ?? CORNER}
      placement={anchor ? 'right-start' : 'top-end'}
      popperOptions={{ strategy: 'fixed' }}
      modifiers={PLACEMENT_MODIFIERS}
      // above the navbar it points into, below menus, drawers and dialogs so that it never covers what they offer
      sx={{ zIndex: (theme) => theme.zIndex.appBar + 1 }}
    >
      {bubble}
    </Popper>
  )
}
