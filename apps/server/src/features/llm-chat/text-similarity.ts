/** Sørensen–Dice similarity of the character bigrams of two texts (lower-cased, trimmed): 0 unrelated, 1 equal. */
export function bigramSimilarity(first: string, second: string): number {
  const a = first.toLowerCase().trim()
  const b = second.toLowerCase().trim()
  if (a === b) return 1
  if (a.length < 2 || b.length < 2) return 0
  const counts = new Map<string, number>()
  for (let index = 0; index < a.length - 1; index++) {
    const bigram = a.slice(index, index + 2)
    counts.set(bigram, (counts.get(bigram) ?? 0) + 1)
  }
  let shared = 0
  for (let index = 0; index < b.length - 1; index++) {
    const bigram = b.slice(index, index + 2)
    const left = counts.get(bigram) ?? 0
    if (left > 0) {
      counts.set(bigram, left - 1)
      shared++
    }
  }
  return (2 * shared) / (a.length - 1 + (b.length - 1))
}
