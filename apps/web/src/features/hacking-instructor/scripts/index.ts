import type { Tutorial } from '../tutorial'
import { adminSectionTutorial, exposedCredentialsTutorial, forgedFeedbackTutorial, reflectedXssTutorial, viewBasketTutorial } from './access'
import { bonusPayloadTutorial, domXssTutorial, privacyPolicyTutorial, scoreBoardTutorial } from './beginner'
import { loginAdminTutorial, loginBenderTutorial, loginJimTutorial, passwordStrengthTutorial } from './injection'

/** Every tutorial, in the registry's tutorial order. */
export const TUTORIALS: readonly Tutorial[] = [
  scoreBoardTutorial,
  domXssTutorial,
  bonusPayloadTutorial,
  privacyPolicyTutorial,
  reflectedXssTutorial,
  exposedCredentialsTutorial,
  loginAdminTutorial,
  adminSectionTutorial,
  passwordStrengthTutorial,
  viewBasketTutorial,
  forgedFeedbackTutorial,
  loginJimTutorial,
  loginBenderTutorial,
]

/** The tutorial of the challenge with this name (as #/hacking-instructor?challenge=<name> gives it). */
export function tutorialNamed(challengeName: string): Tutorial | undefined {
  return TUTORIALS.find((tutorial) => tutorial.challengeName === challengeName)
}
