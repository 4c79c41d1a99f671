import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Rating from '@mui/material/Rating'
import Typography from '@mui/material/Typography'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import { useTranslation } from 'react-i18next'
import { usePublishedFeedbacks } from '../api/get-feedbacks'

const SLIDE_INTERVAL_MS = 6000
const CAROUSEL_HEIGHT = 300

// vuln-code-snippet start persistedXssFeedbackChallenge
/** Comments are shown with their formatting: the server's one-pass sanitiser is trusted to have made them safe. */
const commentMarkup = (comment: string) => ({ __html: comment }) // vuln-code-snippet vuln-line persistedXssFeedbackChallenge
// vuln-code-snippet end persistedXssFeedbackChallenge

/** Customer feedback, one at a time with its stars; it moves on by itself and with the arrows. */
export function FeedbackCarousel() {
  const { t } = useTranslation()
  const { data: feedbacks = [] } = usePublishedFeedbacks()
  const [index, setIndex] = useState(0)
  const count = feedbacks.length
  useEffect(() => {
    if (count < 2) return undefined
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), SLIDE_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [count])
  if (count === 0) return null
  const current = feedbacks[index % count]
  const step = (by: number) => setIndex((value) => (value + by + count) % count)
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('TITLE_CUSTOMER_FEEDBACK')}
      sx={{ height: CAROUSEL_HEIGHT, display: 'flex', alignItems: 'center', gap: 1, p: 2, bgcolor: 'action.hover' }}
    >
      <IconButton aria-label={t('LABEL_PREVIOUS_FEEDBACK')} onClick={() => step(-1)}>
        <ChevronLeft />
      </IconButton>
      <Box role="group" aria-roledescription="slide" aria-label={t('LABEL_FEEDBACK_POSITION', { position: (index % count) + 1, count })} sx={{ flex: 1, textAlign: 'center' }}>
        <Typography variant="h6" component="blockquote" sx={{ fontStyle: 'italic', mb: 2, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={commentMarkup(current.comment)} />
        <Rating value={current.rating} readOnly aria-label={t('LABEL_STARS', { count: current.rating })} />
      </Box>
      <IconButton aria-label={t('LABEL_NEXT_FEEDBACK')} onClick={() => step(1)}>
        <ChevronRight />
      </IconButton>
    </Paper>
  )
}
