import type { FormEvent } from 'react'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSubmit } from './use-submit'

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent

describe('useSubmit', () => {
  it('runs the action once while it is pending, and not at all before the form is ready', async () => {
    let finish = () => {}
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { result, rerender } = renderHook(({ ready }) => useSubmit(ready, action), { initialProps: { ready: false } })

    const event = submitEvent()
    await act(() => result.current.onSubmit(event))
    expect(event.preventDefault).toHaveBeenCalled()
    expect(action).not.toHaveBeenCalled()

    rerender({ ready: true })
    let first: Promise<void> = Promise.resolve()
    act(() => void (first = result.current.onSubmit(submitEvent())))
    expect(result.current.pending).toBe(true)
    await act(() => result.current.onSubmit(submitEvent()))
    expect(action).toHaveBeenCalledTimes(1)

    await act(async () => {
      finish()
      await first
    })
    expect(result.current.pending).toBe(false)
  })

  it('hands what the action throws to onError', async () => {
    const failure = new Error('refused')
    const onError = vi.fn()
    const { result } = renderHook(() => useSubmit(true, () => Promise.reject(failure), onError))
    await act(() => result.current.onSubmit(submitEvent()))
    expect(onError).toHaveBeenCalledWith(failure)
    expect(result.current.pending).toBe(false)
  })
})
