import { read, READ_LONG, tutorialTarget, type Tutorial } from '../tutorial'
import { ACCOUNT_MENU, IFRAME_PAYLOAD, logInFirst, LOGIN_EMAIL, openLoginPage } from './common-steps'

const CONTACT_FORM = tutorialTarget('contact-form')

export const reflectedXssTutorial: Tutorial = {
  challengeKey: 'reflectedXssChallenge',
  challengeName: 'Reflected XSS',
  steps: [
    read('INSTRUCTOR_REFLECTED_XSS_INTRO', READ_LONG),
    {
      textKey: 'INSTRUCTOR_REFLECTED_XSS_OPEN',
      textValues: () => ({ address: '#/track-result?id=test' }),
      trigger: { on: 'state', reached: ({ pathname, search }) => pathname === '/track-result' && search.has('id') },
    },
    read('INSTRUCTOR_REFLECTED_XSS_ECHO', READ_LONG, '[data-testid="tracked-order-id"]'),
    { textKey: 'INSTRUCTOR_REFLECTED_XSS_PAYLOAD', textValues: () => ({ payload: IFRAME_PAYLOAD }), trigger: { on: 'solved' } },
  ],
}

export const exposedCredentialsTutorial: Tutorial = {
  challengeKey: 'exposedCredentialsChallenge',
  challengeName: 'Exposed Credentials',
  steps: [
    read('INSTRUCTOR_EXPOSED_CREDENTIALS_INTRO'),
    openLoginPage,
    read('INSTRUCTOR_EXPOSED_CREDENTIALS_SOURCE', READ_LONG, LOGIN_EMAIL),
    { textKey: 'INSTRUCTOR_EXPOSED_CREDENTIALS_LOG_IN', target: LOGIN_EMAIL, trigger: { on: 'solved' } },
  ],
}

export const adminSectionTutorial: Tutorial = {
  challengeKey: 'adminSectionChallenge',
  challengeName: 'Admin Section',
  steps: [
    {
      textKey: 'INSTRUCTOR_ADMIN_SECTION_LOG_IN',
      target: ACCOUNT_MENU,
      trigger: { on: 'state', reached: ({ role }) => role === 'admin' },
    },
    read('INSTRUCTOR_ADMIN_SECTION_ROUTES', READ_LONG),
    { textKey: 'INSTRUCTOR_ADMIN_SECTION_OPEN', trigger: { on: 'solved' } },
  ],
}

export const viewBasketTutorial: Tutorial = {
  challengeKey: 'basketAccessChallenge',
  challengeName: 'View Basket',
  steps: [
    logInFirst,
    {
      textKey: 'INSTRUCTOR_VIEW_BASKET_OPEN',
      target: tutorialTarget('basket-button'),
      trigger: { on: 'state', reached: ({ pathname }) => pathname === '/basket' },
    },
    read('INSTRUCTOR_VIEW_BASKET_STORAGE', READ_LONG),
    { textKey: 'INSTRUCTOR_VIEW_BASKET_CHANGE', trigger: { on: 'solved' } },
  ],
}

export const forgedFeedbackTutorial: Tutorial = {
  challengeKey: 'forgedFeedbackChallenge',
  challengeName: 'Forged Feedback',
  steps: [
    {
      textKey: 'INSTRUCTOR_FORGED_FEEDBACK_OPEN',
      target: tutorialTarget('side-menu-button'),
      trigger: { on: 'state', reached: ({ pathname }) => pathname === '/contact' },
    },
    read('INSTRUCTOR_FORGED_FEEDBACK_HIDDEN', READ_LONG, CONTACT_FORM),
    // the form writes the hidden field afresh whenever it changes, so the field is edited last, right before sending
    read('INSTRUCTOR_FORGED_FEEDBACK_FILL', READ_LONG, CONTACT_FORM),
    { textKey: 'INSTRUCTOR_FORGED_FEEDBACK_EDIT', target: CONTACT_FORM, trigger: { on: 'solved' } },
  ],
}
