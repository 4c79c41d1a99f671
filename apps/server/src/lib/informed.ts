import type { AppContext } from '../context'

/**
 * "Inform the shop" challenges: the player finds a clue and tells the shop through a feedback comment or a
 * complaint. The phrase test is case-insensitive, like the original's SQL LIKE '%phrase%'.
 */
export const mentionsAny = (text: string, phrases: readonly string[]): boolean => {
  const lower = text.toLowerCase()
  return phrases.some((phrase) => lower.includes(phrase.toLowerCase()))
}

/** Column that holds what the customer wrote, per resource that customers write to. */
const TEXT_COLUMNS: Record<string, string> = { Feedbacks: 'comment', Complaints: 'message' }

/** Calls `listener` with the text of every new feedback comment or complaint message. */
export function onShopInformed(ctx: AppContext, listener: (text: string) => void): void {
  ctx.bus.on('crud:written', ({ resource, action, row }) => {
    const column = TEXT_COLUMNS[resource]
    const text = column === undefined ? undefined : row[column]
    if (action === 'create' && typeof text === 'string') listener(text)
  })
}
