export function searchProducts(queries: QuerySandbox, criteria: string): Promise<SearchRow[]> {
  const literal = criteria.replace(/[%_]/g, (wildcard) => `\\${wildcard}`)
  const sql = `SELECT * FROM Products WHERE ((name LIKE '%${literal}%' ESCAPE '\\' OR description LIKE '%${literal}%' ESCAPE '\\') AND deletedAt IS NULL) ORDER BY name`
  return runRawQuery<SearchRow>(queries, sql, [literal])
}
