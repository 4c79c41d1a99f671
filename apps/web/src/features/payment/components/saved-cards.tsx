import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useSavedCards, type SavedCard } from '../api/get-cards'

const cardLabel = (card: SavedCard) =>
  `${card.cardNum} · ${card.fullName} · ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`

interface SavedCardsProps {
  selectedId: number | null
  onSelect: (cardId: number) => void
}

/** The user's saved cards to choose one from. */
export function SavedCards({ selectedId, onSelect }: SavedCardsProps) {
  const { t } = useTranslation()
  const cards = useSavedCards()
  if (cards.isPending) return <LinearProgress aria-label={t('LOADING')} />
  if (cards.isError) return <Alert severity="error">{cards.error.message}</Alert>
  if (cards.data.length === 0) return <Typography color="text.secondary">{t('NO_SAVED_CARDS')}</Typography>
  return (
    <RadioGroup
      aria-label={t('TITLE_SAVED_CARDS')}
      value={selectedId === null ? '' : String(selectedId)}
      onChange={(event) => onSelect(Number(event.target.value))}
    >
      {cards.data.map((card) => (
        <FormControlLabel key={card.id} value={String(card.id)} control={<Radio />} label={cardLabel(card)} />
      ))}
    </RadioGroup>
  )
}
