import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import CheckCircle from '@mui/icons-material/CheckCircle'
import Translate from '@mui/icons-material/Translate'
import { LanguageFlags } from '@/components/country-flag'
import { useSnackbar } from '@/components/snackbar-provider'
import { useChangeLanguage } from '@/features/languages/api/change-language'
import { languagesQuery, type Language } from '@/lib/app-config'
import { directionOf, languageTagOf } from '@/lib/i18n'

/** Spec: a language counts as confirmed (fully usable) above this share of translated texts. */
const CONFIRMED_PERCENTAGE = 70

/** How much of the shop a language translates: a tick once it counts as confirmed. */
function Completeness({ percentage }: { percentage: number }) {
  const { t } = useTranslation()
  const confirmed = percentage > CONFIRMED_PERCENTAGE
  return (
    <Typography
      variant="caption"
      color={confirmed ? 'success.main' : 'text.secondary'}
      sx={{ marginInlineStart: 3, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {confirmed && <CheckCircle fontSize="inherit" aria-hidden />}
      {t('LANGUAGE_COMPLETENESS', { percentage })}
    </Typography>
  )
}

export function LanguageMenu() {
  const { t, i18n } = useTranslation()
  const changeLanguage = useChangeLanguage()
  const showSnackbar = useSnackbar()
  const languages = useQuery(languagesQuery).data ?? []
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = languages.find(({ key }) => key === i18n.language)

  async function select({ key, lang }: Language) {
    setAnchor(null)
    await changeLanguage.mutateAsync(key)
    // i18n.t, not the t of this render: the confirmation speaks the new language
    showSnackbar(i18n.t('LANGUAGE_CHANGED', { language: lang }))
  }

  return (
    <>
      <Button
        color="inherit"
        startIcon={current ? <LanguageFlags icons={current.icons.slice(0, 1)} /> : <Translate />}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { marginInlineEnd: { xs: 0.5, sm: 1 } } }}
        onClick={(event) => setAnchor(event.currentTarget)}
        title={t('LABEL_LANGUAGE')}
        aria-label={t('LABEL_LANGUAGE')}
        aria-haspopup="menu"
      >
        {current?.shortKey ?? i18n.language.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.key}
            selected={language.key === i18n.language}
            onClick={() => void select(language)}
            lang={languageTagOf(language.key)}
            sx={{ gap: 1.5 }}
          >
            <ListItemIcon>
              <LanguageFlags icons={language.icons} />
            </ListItemIcon>
            <ListItemText>
              <Box component="span" dir={directionOf(language.key)}>
                {language.lang}
              </Box>
            </ListItemText>
            <Completeness percentage={language.percentage} />
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
