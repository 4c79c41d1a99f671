const searchValueHtml = { __html: query.replace(/javascript:/gi, '') }
return (
  <Typography variant="h5" component="h1">
    {t('TITLE_SEARCH_RESULTS')} - <span id="searchValue" dangerouslySetInnerHTML={searchValueHtml} />
  </Typography>
)
