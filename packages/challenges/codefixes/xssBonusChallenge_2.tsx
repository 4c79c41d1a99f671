const searchValueHtml = { __html: query.replace(/<iframe/g, '&lt;iframe') }
return (
  <Typography variant="h5" component="h1">
    {t('TITLE_SEARCH_RESULTS')} - <span id="searchValue" dangerouslySetInnerHTML={searchValueHtml} />
  </Typography>
)
