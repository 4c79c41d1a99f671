import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import EmojiEvents from '@mui/icons-material/EmojiEvents'
import ShoppingCart from '@mui/icons-material/ShoppingCart'
import { useBasketItemCount } from '@/features/basket/components/use-basket-item-count'
import { scoreBoardPath } from '@/features/challenges/api/continue-codes'

// The navbar's conditional buttons (loaded when shown: a first visit is logged out and has not found the score board).

export function BasketButton() {
  const { t } = useTranslation()
  const itemTotal = useBasketItemCount()
  return (
    <Button color="inherit" component={RouterLink} to="/basket" aria-label={t('TITLE_BASKET')} data-tutorial="basket-button" sx={{ minWidth: 0 }}>
      <Badge badgeContent={itemTotal} color="secondary" showZero>
        <ShoppingCart />
      </Badge>
      <Box component="span" sx={{ ml: 1.5, display: { xs: 'none', md: 'inline' } }}>
        {t('TITLE_BASKET')}
      </Box>
    </Button>
  )
}

/** Offered once the Score Board challenge is solved; opens the score board version chosen in its settings. */
export function ScoreBoardButton() {
  const { t } = useTranslation()
  return (
    <Tooltip title={t('TITLE_SCORE_BOARD')}>
      <IconButton color="inherit" component={RouterLink} to={scoreBoardPath()} aria-label={t('TITLE_SCORE_BOARD')}>
        <EmojiEvents />
      </IconButton>
    </Tooltip>
  )
}
