import { Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useApplicationConfig } from '@/lib/app-config'
import { lazyNamed } from '@/lib/lazy-named'
import { useTutorialRun } from '../hooks/use-tutorial-run'
import { tutorialNamed } from '../scripts'
import type { PlaybackSpeed } from '../tutorial'

// The bubble and its menu load when a tutorial runs, not with every page.
const HintBubble = lazyNamed(() => import('./hint-bubble'), 'HintBubble')
const PlaybackSpeedMenu = lazyNamed(() => import('./playback-speed-menu'), 'PlaybackSpeedMenu')

/** The route that starts a tutorial: #/hacking-instructor?challenge=<challenge name>. */
export const INSTRUCTOR_PATH = '/hacking-instructor'

/**
 * The hacking instructor: walks the user through a challenge's tutorial, when the shop enables it. It listens from
 * the first render on, so that a solve right after a reload (before the configuration has loaded) is not missed.
 */
export function HackingInstructor() {
  const { t } = useTranslation()
  const config = useApplicationConfig()
  const enabled = config?.hackingInstructor.isEnabled ?? false
  const [chosenSpeed, setChosenSpeed] = useState<PlaybackSpeed | null>(null)
  const speed = chosenSpeed ?? config?.hackingInstructor.hintPlaybackSpeed ?? 'normal'
  const instructor = useTutorialRun(speed)

  // Each visit of the instructor's address starts the named tutorial once (a new visit restarts it).
  const location = useLocation()
  const [visitStarted, setVisitStarted] = useState<string | null>(null)
  if (enabled && location.pathname === INSTRUCTOR_PATH && location.key !== visitStarted) {
    setVisitStarted(location.key)
    const tutorial = tutorialNamed(new URLSearchParams(location.search).get('challenge') ?? '')
    if (tutorial) instructor.start(tutorial)
  }

  const run = instructor.current
  if (!enabled || run === null) return null
  const { step, tutorial } = run
  const values = { ...step.textValues?.(config), challenge: tutorial.challengeName }
  return (
    <Suspense fallback={null}>
      <HintBubble
        text={t(step.textKey, values)}
        target={step.target}
        onNext={step.trigger.on === 'timeout' ? run.next : undefined}
        onCancel={instructor.cancel}
        speedMenu={<PlaybackSpeedMenu speed={speed} onChange={setChosenSpeed} />}
      />
    </Suspense>
  )
}
