import { useState } from 'react'

/**
 * True from the first render where `value` was true on: a lazily loaded menu or dialog is mounted at its first
 * opening and then stays mounted, so that its closing transition still plays.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value)
  if (value && !seen) setSeen(true)
  return seen || value
}
