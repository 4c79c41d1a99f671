import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import CheckCircle from '@mui/icons-material/CheckCircle'
import { LanguageFlags } from '@/components/country-flag'
import type { Language } from '@/lib/app-config'
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

interface LanguageMenuListProps {
  anchor: HTMLElement | null
  languages: Language[]
  onSelect: (language: Language) => void
  onClose: () => void
}

/** The languages to choose from; loaded at the first opening (see LanguageMenu). */
export default function LanguageMenuList({ anchor, languages, onSelect, onClose }: LanguageMenuListProps) {
  const { i18n } = useTranslation()
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language.key}
          selected={language.key === i18n.language}
          onClick={() => onSelect(language)}
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
  )
}
