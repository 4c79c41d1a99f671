import type { PublicConfig } from '@pulp/shared'
import { menuEntry, read, READ_LONG, tutorialTarget, type Tutorial, type TutorialStep } from '../tutorial'
import { ACCOUNT_MENU, IFRAME_PAYLOAD, logInFirst, SEARCH_FIELD } from './common-steps'

/** The last step of the search XSS tutorials: search for the payload; the solve moves on. */
const searchForPayload = (textKey: string, payload: (config: PublicConfig | undefined) => string): TutorialStep => ({
  textKey,
  textValues: (config) => ({ payload: payload(config) }),
  target: SEARCH_FIELD,
  trigger: { on: 'solved' },
})

export const scoreBoardTutorial: Tutorial = {
  challengeKey: 'scoreBoardChallenge',
  challengeName: 'Score Board',
  steps: [
    read('INSTRUCTOR_SCORE_BOARD_WELCOME', READ_LONG),
    { textKey: 'INSTRUCTOR_SCORE_BOARD_MENU', target: tutorialTarget('side-menu-button'), trigger: { on: 'click' } },
    read('INSTRUCTOR_SCORE_BOARD_NOT_LINKED', READ_LONG),
    { textKey: 'INSTRUCTOR_SCORE_BOARD_GUESS', trigger: { on: 'solved' } },
  ],
}

export const domXssTutorial: Tutorial = {
  challengeKey: 'localXssChallenge',
  challengeName: 'DOM XSS',
  steps: [
    read('INSTRUCTOR_DOM_XSS_INTRO', READ_LONG),
    { textKey: 'INSTRUCTOR_DOM_XSS_CLICK_SEARCH', target: SEARCH_FIELD, trigger: { on: 'click' } },
    {
      textKey: 'INSTRUCTOR_DOM_XSS_TRY_MARKUP',
      textValues: () => ({ markup: '<b>apple</b>' }),
      target: SEARCH_FIELD,
      trigger: { on: 'state', reached: ({ pathname, search }) => pathname === '/search' && (search.get('q') ?? '').includes('<') },
    },
    read('INSTRUCTOR_DOM_XSS_MARKUP_RENDERED', READ_LONG, '#searchValue'),
    searchForPayload('INSTRUCTOR_DOM_XSS_PAYLOAD', () => IFRAME_PAYLOAD),
  ],
}

export const bonusPayloadTutorial: Tutorial = {
  challengeKey: 'xssBonusChallenge',
  challengeName: 'Bonus Payload',
  steps: [
    read('INSTRUCTOR_BONUS_PAYLOAD_INTRO', READ_LONG),
    searchForPayload('INSTRUCTOR_BONUS_PAYLOAD_PASTE', (config) => config?.challenges.xssBonusPayload ?? ''),
  ],
}

export const privacyPolicyTutorial: Tutorial = {
  challengeKey: 'privacyPolicyChallenge',
  challengeName: 'Privacy Policy',
  steps: [
    read('INSTRUCTOR_PRIVACY_POLICY_INTRO'),
    logInFirst,
    { textKey: 'INSTRUCTOR_OPEN_ACCOUNT_MENU', target: ACCOUNT_MENU, trigger: { on: 'click' } },
    { textKey: 'INSTRUCTOR_PRIVACY_POLICY_SECTION', target: menuEntry('TITLE_PRIVACY_AND_SECURITY'), trigger: { on: 'click' } },
    { textKey: 'INSTRUCTOR_PRIVACY_POLICY_OPEN', target: menuEntry('TITLE_PRIVACY_POLICY'), trigger: { on: 'solved' } },
  ],
}
