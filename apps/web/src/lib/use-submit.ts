import { useState, type FormEvent } from 'react'

/**
 * A form's submission: `onSubmit` runs `action` once `ready` holds, unless a submission is still `pending`.
 * What `action` throws goes to `onError` (the form shows it its own way); without one, it is rethrown.
 */
export function useSubmit(
  ready: boolean,
  action: () => Promise<void>,
  onError?: (error: unknown) => void | Promise<void>,
) {
  const [pending, setPending] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!ready || pending) return
    setPending(true)
    try {
      await action()
    } catch (error) {
      if (!onError) throw error
      await onError(error)
    } finally {
      setPending(false)
    }
  }

  return { pending, onSubmit }
}
