// Spec constants used by the shop screens, kept apart from the zod schemas so that a page needing only these
// numbers does not load zod.
export const SEARCH_PAGE_SIZE = 12
export const LOW_STOCK_THRESHOLD = 5
export const REVIEW_MAX_LENGTH = 160
export const bonusPoints = (price: number): number => Math.round(price / 10)
