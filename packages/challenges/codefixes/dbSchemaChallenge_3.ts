export function searchProducts(queries: QuerySandbox, criteria: string): Promise<SearchRow[]> {
  const withoutKeywords = criteria.replace(/\b(union|select|from)\b/gi, '')
  const sql = `SELECT * FROM Products WHERE ((name LIKE '%${withoutKeywords}%' OR description LIKE '%${withoutKeywords}%') AND deletedAt IS NULL) ORDER BY name`
  return runRawQuery<SearchRow>(queries, sql, [withoutKeywords])
}
