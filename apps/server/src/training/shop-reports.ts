import type { ChallengeKey } from '@pulp/challenges'
import type { AppContext } from '../context'

/**
 * "Inform the shop" challenges are solved by telling the shop what one found: in a customer feedback comment
 * or a complaint message. A rule names its challenge and the findings that count; a finding is a list of terms
 * that must all appear (case-insensitively, as SQL LIKE matches ASCII) in the same feedback or complaint.
 */
export interface ShopReportRule {
  key: ChallengeKey
  findings: readonly (readonly string[])[]
}

const REPORTED_TEXTS = 'SELECT comment AS text FROM Feedbacks UNION ALL SELECT message AS text FROM Complaints'
const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (special) => `\\${special}`)}%`

/** Whether some feedback or complaint holds every term of `terms`. */
export function isReported(ctx: AppContext, terms: readonly string[]): boolean {
  const conditions = terms.map(() => "text LIKE ? ESCAPE '\\'").join(' AND ')
  return ctx.db.prepare(`SELECT 1 FROM (${REPORTED_TEXTS}) WHERE ${conditions} LIMIT 1`).get(...terms.map(likePattern)) !== undefined
}

/** Checks the rules of unsolved challenges whenever a feedback or complaint is stored. */
export function watchShopReports(ctx: AppContext, rules: readonly ShopReportRule[]): void {
  ctx.bus.on('crud:written', ({ resource, action }) => {
    if (action !== 'create' || (resource !== 'Feedbacks' && resource !== 'Complaints')) return
    for (const { key, findings } of rules) {
      if (!ctx.training.isSolved(key) && findings.some((terms) => isReported(ctx, terms))) ctx.training.solve(key)
    }
  })
}
