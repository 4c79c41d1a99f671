import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/**
 * Shows what the user searched for. Deliberately unsafe: the query is inserted as HTML (the DOM XSS challenges).
 */
export function SearchQueryHeading({ query }: { query: string }) {
  const { t } = useTranslation()
  if (query === '') {
    return (
      <Typography variant="h5" component="h1">
        {t('TITLE_ALL_PRODUCTS')}
      </Typography>
    )
  }
  // vuln-code-snippet start localXssChallenge xssBonusChallenge
  const searchValueHtml = { __html: query } // vuln-code-snippet vuln-line localXssChallenge xssBonusChallenge
  return (
    <Typography variant="h5" component="h1">
      {t('TITLE_SEARCH_RESULTS')} - <span id="searchValue" dangerouslySetInnerHTML={searchValueHtml} />
    </Typography>
  )
  // vuln-code-snippet end localXssChallenge xssBonusChallenge
}
