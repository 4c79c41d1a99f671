import { useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { PublicConfig } from '@pulp/shared'
import { useApplicationConfig } from '@/lib/app-config'
import { useTutorialRun } from '../hooks/use-tutorial-run'
import { tutorialNamed } from '../scripts'
import type { PlaybackSpeed } from '../tutorial'
import { HintBubble } from './hint-bubble'
import { PlaybackSpeedMenu } from './playback-speed-menu'

/** The route that starts a tutorial: #/hacking-instructor?challenge=<challenge name>. */
export const INSTRUCTOR_PATH = '/hacking-instructor'

function Instructor({ config }: { config: PublicConfig }) {
  const { t } = useTranslation()
  const [speed, setSpeed] = useState<PlaybackSpeed>(config.hackingInstructor.hintPlaybackSpeed)
  const instructor = useTutorialRun(speed)

  // Each visit of the instructor's address starts the named tutorial once (a new visit restarts it).
  const location = useLocation()
  const [visitStarted, setVisitStarted] = useState<string | null>(null)
  if (location.pathname === INSTRUCTOR_PATH && location.key !== visitStarted) {
    setVisitStarted(location.key)
    const tutorial = tutorialNamed(new URLSearchParams(location.search).get('challenge') ?? '')
    if (tutorial) instructor.start(tutorial)
  }

  const run = instructor.current
  if (run === null) return null
  const { step, tutorial } = run
  const values = { ...step.textValues?.(config), challenge: tutorial.challengeName }
  return (
    <HintBubble
      text={t(step.textKey, values)}
      target={step.target}
      onNext={step.trigger.on === 'timeout' ? run.next : undefined}
      onCancel={instructor.cancel}
      speedMenu={<PlaybackSpeedMenu speed={speed} onChange={setSpeed} />}
    />
  )
}

/** The hacking instructor: walks the user through a challenge's tutorial, when the shop enables it. */
export function HackingInstructor() {
  const config = useApplicationConfig()
  return config?.hackingInstructor.isEnabled ? <Instructor config={config} /> : null
}
