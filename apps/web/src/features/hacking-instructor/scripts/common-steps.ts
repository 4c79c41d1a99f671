import type { PublicConfig } from '@pulp/shared'
import { tutorialTarget, type TutorialStep } from '../tutorial'

/** The frame-with-a-script payload the XSS tutorials use. */
export const IFRAME_PAYLOAD = '<iframe src="javascript:alert(`xss`)">'

const DEFAULT_DOMAIN = 'juice-sh.op'

/** A user's e-mail address in the shop's domain. */
export const shopEmail = (user: string) => (config: PublicConfig | undefined) =>
  `${user}@${config?.application.domain ?? DEFAULT_DOMAIN}`

export const ACCOUNT_MENU = tutorialTarget('account-menu')
export const LOGIN_EMAIL = tutorialTarget('login-email')
export const LOGIN_PASSWORD = tutorialTarget('login-password')
export const LOGIN_BUTTON = tutorialTarget('login-button')
export const SEARCH_FIELD = tutorialTarget('search-field')

export const openLoginPage: TutorialStep = {
  textKey: 'INSTRUCTOR_OPEN_LOGIN',
  target: ACCOUNT_MENU,
  trigger: { on: 'state', reached: ({ pathname }) => pathname === '/login' },
}

export const logInFirst: TutorialStep = {
  textKey: 'INSTRUCTOR_LOG_IN_FIRST',
  target: ACCOUNT_MENU,
  trigger: { on: 'state', reached: ({ isLoggedIn }) => isLoggedIn },
}

export const typeAnyPassword: TutorialStep = {
  textKey: 'INSTRUCTOR_LOGIN_ANY_PASSWORD',
  target: LOGIN_PASSWORD,
  trigger: { on: 'input', matches: (value) => value !== '' },
}

/** The last step of the login tutorials: submit, and the solve moves on. */
export const submitLogin: TutorialStep = { textKey: 'INSTRUCTOR_LOGIN_SUBMIT', target: LOGIN_BUTTON, trigger: { on: 'solved' } }

/** Log in as a user through the SQL injection in the e-mail field: `<email>'--` comments the password check out. */
export function injectLoginAs(user: string): TutorialStep[] {
  const email = shopEmail(user)
  return [
    openLoginPage,
    {
      textKey: 'INSTRUCTOR_LOGIN_USER_PAYLOAD',
      textValues: (config) => ({ payload: `${email(config)}'--` }),
      target: LOGIN_EMAIL,
      trigger: { on: 'input', matches: (value) => /'\s*--/.test(value) && value.toLowerCase().startsWith(`${user}@`) },
    },
    typeAnyPassword,
    submitLogin,
  ]
}
