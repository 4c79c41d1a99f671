export function searchProducts(queries: QuerySandbox, criteria: string): Promise<SearchRow[]> {
  const escaped = criteria.replaceAll("'", "\\'")
  const sql = `SELECT * FROM Products WHERE ((name LIKE '%${escaped}%' OR description LIKE '%${escaped}%') AND deletedAt IS NULL) ORDER BY name`
  return runRawQuery<SearchRow>(queries, sql, [escaped])
}
