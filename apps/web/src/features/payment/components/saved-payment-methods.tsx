import { useTranslation } from 'react-i18next'
import Alert from '@mui/material/Alert'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CreditCard from '@mui/icons-material/CreditCard'
import Delete from '@mui/icons-material/Delete'
import { useSnackbar } from '@/components/snackbar-provider'
import { errorMessage } from '@/lib/api-client'
import { useDeleteCard } from '../api/delete-card'
import { useSavedCards, type SavedCard } from '../api/get-cards'
import { CardForm } from './card-form'

const expiry = (card: SavedCard) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`

function SavedCardItem({ card }: { card: SavedCard }) {
  const { t } = useTranslation()
  const showSnackbar = useSnackbar()
  const deleteCard = useDeleteCard()
  const remove = () =>
    deleteCard.mutate(card.id, {
      onSuccess: () => showSnackbar(t('CARD_REMOVED', { digits: card.cardNum.slice(-4) })),
      onError: (error) => showSnackbar(errorMessage(error), { severity: 'error' }),
    })
  return (
    <ListItem
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={t('BTN_REMOVE_CARD', { digits: card.cardNum.slice(-4) })}
          disabled={deleteCard.isPending}
          onClick={remove}
        >
          <Delete />
        </IconButton>
      }
    >
      <ListItemIcon>
        <CreditCard />
      </ListItemIcon>
      <ListItemText primary={card.cardNum} secondary={`${card.fullName} · ${expiry(card)}`} />
    </ListItem>
  )
}

/** The user's saved cards, to remove one or add another. */
export function SavedPaymentMethods() {
  const { t } = useTranslation()
  const cards = useSavedCards()
  return (
    <Stack spacing={2}>
      {cards.isPending && <LinearProgress aria-label={t('LOADING')} />}
      {cards.isError && <Alert severity="error">{cards.error.message}</Alert>}
      {cards.data?.length === 0 && <Typography color="text.secondary">{t('NO_SAVED_CARDS')}</Typography>}
      {!!cards.data?.length && (
        <List aria-label={t('TITLE_SAVED_CARDS')}>
          {cards.data.map((card) => (
            <SavedCardItem key={card.id} card={card} />
          ))}
        </List>
      )}
      <Typography variant="subtitle1" component="h2">
        {t('TITLE_ADD_CARD')}
      </Typography>
      <CardForm onSaved={() => undefined} />
    </Stack>
  )
}
