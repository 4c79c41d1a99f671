import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import Box from '@mui/material/Box'
import InputBase from '@mui/material/InputBase'
import SearchIcon from '@mui/icons-material/Search'

export function SearchBar() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const currentQuery = searchParams.get('q') ?? ''
  const [value, setValue] = useState(currentQuery)
  // Follow the address when the query changes elsewhere (links, back button); typing stays local until Enter.
  const [shownQuery, setShownQuery] = useState(currentQuery)
  if (currentQuery !== shownQuery) {
    setShownQuery(currentQuery)
    setValue(currentQuery)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    void navigate(value === '' ? '/search' : `/search?q=${encodeURIComponent(value)}`)
  }

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'center', bgcolor: 'rgba(255,255,255,0.15)', borderRadius: 1, px: 1 }}
    >
      <SearchIcon fontSize="small" />
      <InputBase
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('SEARCH_PLACEHOLDER')}
        data-tutorial="search-field"
        sx={{ color: 'inherit', ml: 1, width: { xs: 90, sm: 240 } }}
        slotProps={{ input: { 'aria-label': t('SEARCH_PLACEHOLDER') } }}
      />
    </Box>
  )
}
