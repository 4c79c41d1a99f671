export function searchProducts(queries: QuerySandbox, criteria: string): Promise<SearchRow[]> {
  const sql = "SELECT * FROM Products WHERE ((name LIKE '%' || ? || '%' OR description LIKE '%' || ? || '%') AND deletedAt IS NULL) ORDER BY name"
  return Promise.resolve(queries.boundRows<SearchRow>(sql, [criteria, criteria]))
}
