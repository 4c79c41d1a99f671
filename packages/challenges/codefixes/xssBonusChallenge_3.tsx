const searchValueHtml = { __html: query.slice(0, 40) }
return (
  <Typography variant="h5" component="h1">
    {t('TITLE_SEARCH_RESULTS')} - <span id="searchValue" dangerouslySetInnerHTML={searchValueHtml} />
  </Typography>
)
