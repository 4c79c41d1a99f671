import { tutorialNamed } from '../scripts'
import type { Tutorial } from '../tutorial'

export interface Run {
  tutorial: Tutorial
  stepIndex: number
}

/** The running tutorial survives a page reload (some hints ask for one) in the tab's session storage. */
const RUN_STORAGE_KEY = 'hacking-instructor'

export function loadRun(): Run | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(RUN_STORAGE_KEY) ?? 'null') as { challenge?: unknown; step?: unknown } | null
    const tutorial = typeof stored?.challenge === 'string' ? tutorialNamed(stored.challenge) : undefined
    const stepIndex = stored?.step
    if (tutorial === undefined || typeof stepIndex !== 'number' || !Number.isInteger(stepIndex)) return null
    return stepIndex >= 0 && stepIndex <= tutorial.steps.length ? { tutorial, stepIndex } : null
  } catch {
    return null
  }
}

export function saveRun(run: Run | null): void {
  if (run === null) sessionStorage.removeItem(RUN_STORAGE_KEY)
  else sessionStorage.setItem(RUN_STORAGE_KEY, JSON.stringify({ challenge: run.tutorial.challengeName, step: run.stepIndex }))
}
