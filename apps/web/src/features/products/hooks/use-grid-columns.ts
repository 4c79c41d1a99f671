import { useSyncExternalStore } from 'react'

/** Spec breakpoints: below 850px 1 column, below 1280 2, below 1740 3, below 2600 4, otherwise 6. */
const COLUMN_BREAKPOINTS: [maxWidthExclusive: number, columns: number][] = [
  [850, 1],
  [1280, 2],
  [1740, 3],
  [2600, 4],
]
const WIDEST_COLUMNS = 6

export function columnsForWidth(width: number): number {
  return COLUMN_BREAKPOINTS.find(([maxWidth]) => width < maxWidth)?.[1] ?? WIDEST_COLUMNS
}

function subscribeToResize(onResize: () => void): () => void {
  window.addEventListener('resize', onResize)
  return () => window.removeEventListener('resize', onResize)
}

export function useGridColumns(): number {
  return useSyncExternalStore(subscribeToResize, () => columnsForWidth(window.innerWidth))
}
