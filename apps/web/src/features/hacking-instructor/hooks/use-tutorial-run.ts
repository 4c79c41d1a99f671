import { useCallback, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { getSocket } from '@/lib/socket'
import { useSession } from '@/lib/session'
import { loadRun, saveRun, type Run } from './run-storage'
import { scaledDelay, SOLVED_STEP, type PlaybackSpeed, type ShopState, type Tutorial, type TutorialStep } from '../tutorial'

export interface TutorialRun {
  tutorial: Tutorial
  step: TutorialStep
  /** Moves on from the current step (a timed step's "next" button). */
  next: () => void
}

/** The steps of a run: the tutorial's own, then the engine's "solved" step. */
const stepsOf = (tutorial: Tutorial) => [...tutorial.steps, SOLVED_STEP]

/** The step after `fromIndex`, or the end of the tutorial; a stale advance (another step is showing) changes nothing. */
const advanced = (run: Run | null, fromIndex: number): Run | null => {
  if (run === null || run.stepIndex !== fromIndex) return run
  return fromIndex + 1 < stepsOf(run.tutorial).length ? { ...run, stepIndex: fromIndex + 1 } : null
}

/** Calls `onEvent` when the user clicks, or types into, the step's target (whatever re-renders it in between). */
function useTargetTrigger(step: TutorialStep | undefined, onEvent: () => void): void {
  useEffect(() => {
    const { trigger, target } = step ?? {}
    if (target === undefined || (trigger?.on !== 'click' && trigger?.on !== 'input')) return
    const eventName = trigger.on
    const listener = (event: Event) => {
      if (!(event.target instanceof Element) || event.target.closest(target) === null) return
      if (trigger.on === 'input' && !trigger.matches((event.target as HTMLInputElement).value ?? '')) return
      onEvent()
    }
    document.addEventListener(eventName, listener, true)
    return () => document.removeEventListener(eventName, listener, true)
  }, [step, onEvent])
}

/**
 * The tutorial engine: runs one tutorial at a time, step by step, moving on when the current step's trigger fires
 * (see StepTrigger). The solve of the tutorial's challenge skips to the final "solved" step from anywhere.
 */
export function useTutorialRun(speed: PlaybackSpeed) {
  const [run, setRun] = useState<Run | null>(loadRun)
  useEffect(() => saveRun(run), [run])
  const step = run ? stepsOf(run.tutorial)[run.stepIndex] : undefined
  const stepIndex = run?.stepIndex ?? -1
  const next = useCallback(() => setRun((current) => advanced(current, stepIndex)), [stepIndex])

  const { pathname, search } = useLocation()
  const { isLoggedIn, role } = useSession()
  useEffect(() => {
    if (step?.trigger.on !== 'state') return
    const shop: ShopState = { pathname, search: new URLSearchParams(search), isLoggedIn, role }
    if (step.trigger.reached(shop)) next()
  }, [step, next, pathname, search, isLoggedIn, role])

  useTargetTrigger(step, next)

  useEffect(() => {
    if (step?.trigger.on !== 'timeout') return
    const timer = setTimeout(next, scaledDelay(step.trigger.milliseconds, speed))
    return () => clearTimeout(timer)
  }, [step, next, speed])

  const challengeKey = run?.tutorial.challengeKey
  useEffect(() => {
    if (challengeKey === undefined) return
    const socket = getSocket()
    const onSolved = ({ key }: { key: string }) => {
      if (key !== challengeKey) return
      setRun((current) => {
        const solvedIndex = current ? current.tutorial.steps.length : 0
        return current && current.stepIndex < solvedIndex ? { ...current, stepIndex: solvedIndex } : current
      })
    }
    socket.on('challenge solved', onSolved)
    return () => {
      socket.off('challenge solved', onSolved)
    }
  }, [challengeKey])

  return {
    current: run && step ? ({ tutorial: run.tutorial, step, next } satisfies TutorialRun) : null,
    start: (tutorial: Tutorial) => setRun({ tutorial, stepIndex: 0 }),
    cancel: () => setRun(null),
  }
}
