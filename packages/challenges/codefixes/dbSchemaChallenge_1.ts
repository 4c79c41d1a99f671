export function searchProducts(queries: QuerySandbox, criteria: string): Promise<SearchRow[]> {
  const shortened = criteria.slice(0, 100)
  const sql = `SELECT * FROM Products WHERE ((name LIKE '%${shortened}%' OR description LIKE '%${shortened}%') AND deletedAt IS NULL) ORDER BY name`
  return runRawQuery<SearchRow>(queries, sql, [shortened])
}
