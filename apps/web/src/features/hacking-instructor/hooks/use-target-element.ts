import { useEffect, useState } from 'react'

const LOOKUP_INTERVAL_MS = 250

/** The element a selector finds on the page, followed as screens load and change; null while there is none. */
export function useTargetElement(selector: string | undefined): Element | null {
  const [element, setElement] = useState<Element | null>(null)
  useEffect(() => {
    const look = () => setElement(selector === undefined ? null : document.querySelector(selector))
    look()
    if (selector === undefined) return
    const timer = setInterval(look, LOOKUP_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [selector])
  return element
}
