import { Suspense, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import Button from '@mui/material/Button'
import Translate from '@mui/icons-material/Translate'
import { LanguageFlags } from '@/components/country-flag'
import { useSnackbar } from '@/components/snackbar-provider'
import { useChangeLanguage } from '@/features/languages/api/change-language'
import { languagesQuery, type Language } from '@/lib/app-config'
import { lazyPage } from '@/lib/lazy-named'
import { useOnceTrue } from '@/lib/use-once-true'

const LanguageMenuList = lazyPage(() => import('./language-menu-list'))

export function LanguageMenu() {
  const { t, i18n } = useTranslation()
  const changeLanguage = useChangeLanguage()
  const showSnackbar = useSnackbar()
  const languages = useQuery(languagesQuery).data ?? []
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const current = languages.find(({ key }) => key === i18n.language)
  const menuLoaded = useOnceTrue(anchor !== null)

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
      {menuLoaded && (
        <Suspense fallback={null}>
          <LanguageMenuList
            anchor={anchor}
            languages={languages}
            onSelect={(language) => void select(language)}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  )
}
