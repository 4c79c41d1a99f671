import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Translate from '@mui/icons-material/Translate'
import { useSnackbar } from '@/components/snackbar-provider'
import { languagesQuery } from '@/lib/app-config'
import { changeLanguage } from '@/lib/i18n'

export function LanguageMenu() {
  const { t, i18n } = useTranslation()
  const showSnackbar = useSnackbar()
  const languages = useQuery(languagesQuery).data ?? []
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = languages.find(({ key }) => key === i18n.language)

  async function select(key: string, name: string) {
    setAnchor(null)
    await changeLanguage(key)
    showSnackbar(t('LANGUAGE_CHANGED', { language: name }))
  }

  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 } } }}
        onClick={(event) => setAnchor(event.currentTarget)}
        title={t('LABEL_LANGUAGE')}
        aria-haspopup="menu"
      >
        {current?.shortKey ?? i18n.language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map(({ key, lang }) => (
          <MenuItem key={key} selected={key === i18n.language} onClick={() => void select(key, lang)}>
            {lang}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
