import type { AppContext } from '../../context'
import { searchProducts, type SearchRow } from './products.repo'

const MAX_CRITERIA_LENGTH = 200

/** The search term as the shop reads it: at most 200 characters; missing, or the string "undefined", means everything. */
export function searchCriteria(q: unknown): string {
  if (typeof q !== 'string' || q === 'undefined') return ''
  return q.slice(0, MAX_CRITERIA_LENGTH)
}

/** Texts that a UNION filled with numbers come back as strings, as the shop's own rows would. */
const asText = (value: unknown): unknown => (value === null || value === undefined || typeof value === 'string' ? value : String(value))

/** Products whose name or description contains the criteria, by name. A broken query shows SQLite's own message. */
export async function search(ctx: AppContext, criteria: string): Promise<SearchRow[]> {
  const answer = (await searchProducts(ctx.queries, criteria)).map((row) => ({ ...row, name: asText(row.name), description: asText(row.description) }))
  ctx.bus.emit('products:searched', { criteria, rows: answer })
  return answer
}
