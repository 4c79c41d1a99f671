return (
  <Typography variant="h5" component="h1">
    {t('TITLE_SEARCH_RESULTS')} - <span id="searchValue">{query}</span>
  </Typography>
)
