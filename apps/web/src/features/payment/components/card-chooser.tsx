import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import { CardForm } from './card-form'
import { SavedCards } from './saved-cards'

/** The saved cards to pick one from, and a form to add one (which is then picked). */
export function CardChooser({ cardId, onSelect }: { cardId: number | null; onSelect: (cardId: number) => void }) {
  const { t } = useTranslation()
  const [addingCard, setAddingCard] = useState(false)
  return (
    <>
      <Typography variant="subtitle1" component="h2">
        {t('TITLE_SAVED_CARDS')}
      </Typography>
      <SavedCards selectedId={cardId} onSelect={onSelect} />
      <Button
        startIcon={<Add />}
        onClick={() => setAddingCard((open) => !open)}
        sx={{ alignSelf: 'flex-start' }}
        aria-expanded={addingCard}
      >
        {t('TITLE_ADD_CARD')}
      </Button>
      <Collapse in={addingCard} unmountOnExit>
        <CardForm
          onSaved={(card) => {
            onSelect(card.id)
            setAddingCard(false)
          }}
        />
      </Collapse>
    </>
  )
}
