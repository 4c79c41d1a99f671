/** Amounts are shown with two decimals and the generic currency sign after them. */
export function formatPrice(amount: number): string {
  return `${amount.toFixed(2)}¤`
}

/** A server timestamp as a date and time in the reader's language; unreadable values are shown as they came. */
export function formatDateTime(timestamp: string, language: string): string {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleString(language)
}
