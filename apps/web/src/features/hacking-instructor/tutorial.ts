import type { PublicConfig, Role } from '@pulp/shared'

/** What the instructor knows about the shop while it waits for the user. */
export interface ShopState {
  pathname: string
  search: URLSearchParams
  isLoggedIn: boolean
  role: Role | undefined
}

/**
 * How a step moves on:
 * - click: the user clicks the element the step points at;
 * - input: the user types into the element the step points at until its value matches;
 * - state: the shop reaches a state (a route, a login); checked at once, so a step already done is skipped;
 * - timeout: after the given time, scaled by the playback speed (the user may also go on at once);
 * - solved: the tutorial's challenge is solved (the solve ends every tutorial, whatever step it is on).
 */
export type StepTrigger =
  | { on: 'click' }
  | { on: 'input'; matches: (value: string) => boolean }
  | { on: 'state'; reached: (shop: ShopState) => boolean }
  | { on: 'timeout'; milliseconds: number }
  | { on: 'solved' }

/** Values a step's text is filled with; some come from the shop's configuration. */
export type TextValues = (config: PublicConfig | undefined) => Record<string, string>

export interface TutorialStep {
  /** Translation key of the hint. */
  textKey: string
  textValues?: TextValues
  /** CSS selector of the element the hint points at (a data-tutorial attribute, an id); none: a free bubble. */
  target?: string
  trigger: StepTrigger
}

export interface Tutorial {
  challengeKey: string
  /** The challenge's name as the registry spells it: #/hacking-instructor?challenge=<name> starts the tutorial. */
  challengeName: string
  steps: TutorialStep[]
}

/** Selector of an element marked with data-tutorial="<name>" on a screen. */
export const tutorialTarget = (name: string) => `[data-tutorial="${name}"]`

/** Selector of a menu entry (side menu, account menu) by its label's translation key. */
export const menuEntry = (labelKey: string) => `[data-nav-entry="${labelKey}"]`

/** Reading time of a short hint and of a longer one, at normal speed. */
export const READ_SHORT = 5000
export const READ_LONG = 9000

export const read = (textKey: string, milliseconds = READ_SHORT, target?: string): TutorialStep => ({
  textKey,
  target,
  trigger: { on: 'timeout', milliseconds },
})

export const PLAYBACK_SPEEDS = { faster: 0.5, fast: 0.75, normal: 1, slow: 1.25, slower: 1.5 } as const

export type PlaybackSpeed = keyof typeof PLAYBACK_SPEEDS

/** A timed step's wait at the given playback speed. */
export function scaledDelay(milliseconds: number, speed: PlaybackSpeed): number {
  return milliseconds * PLAYBACK_SPEEDS[speed]
}

/** The step the engine adds after the solve of every tutorial. */
export const SOLVED_STEP: TutorialStep = { textKey: 'INSTRUCTOR_SOLVED', trigger: { on: 'timeout', milliseconds: READ_LONG } }
