import { read, READ_LONG, type Tutorial } from '../tutorial'
import { injectLoginAs, LOGIN_EMAIL, LOGIN_PASSWORD, openLoginPage, shopEmail, submitLogin, typeAnyPassword } from './common-steps'

export const loginAdminTutorial: Tutorial = {
  challengeKey: 'loginAdminChallenge',
  challengeName: 'Login Admin',
  steps: [
    read('INSTRUCTOR_LOGIN_ADMIN_INTRO', READ_LONG),
    openLoginPage,
    { textKey: 'INSTRUCTOR_LOGIN_ADMIN_QUOTE', target: LOGIN_EMAIL, trigger: { on: 'input', matches: (value) => value.includes("'") } },
    typeAnyPassword,
    { ...submitLogin, trigger: { on: 'click' } },
    read('INSTRUCTOR_LOGIN_ADMIN_ERROR', READ_LONG, LOGIN_EMAIL),
    {
      textKey: 'INSTRUCTOR_LOGIN_ADMIN_PAYLOAD',
      textValues: () => ({ payload: "' or 1=1--" }),
      target: LOGIN_EMAIL,
      trigger: { on: 'input', matches: (value) => /'\s*or\s.*--/i.test(value) },
    },
    submitLogin,
  ],
}

export const passwordStrengthTutorial: Tutorial = {
  challengeKey: 'weakPasswordChallenge',
  challengeName: 'Password Strength',
  steps: [
    read('INSTRUCTOR_PASSWORD_STRENGTH_INTRO', READ_LONG),
    openLoginPage,
    {
      textKey: 'INSTRUCTOR_PASSWORD_STRENGTH_EMAIL',
      textValues: (config) => ({ email: shopEmail('admin')(config) }),
      target: LOGIN_EMAIL,
      trigger: { on: 'input', matches: (value) => value.toLowerCase().startsWith('admin@') },
    },
    { textKey: 'INSTRUCTOR_PASSWORD_STRENGTH_GUESS', target: LOGIN_PASSWORD, trigger: { on: 'solved' } },
  ],
}

/** Log in as a known customer through the login's SQL injection. */
const customerLoginTutorial = (challengeKey: string, challengeName: string, user: string, introKey: string): Tutorial => ({
  challengeKey,
  challengeName,
  steps: [{ ...read(introKey, READ_LONG), textValues: (config) => ({ email: shopEmail(user)(config) }) }, ...injectLoginAs(user)],
})

export const loginJimTutorial = customerLoginTutorial('loginJimChallenge', 'Login Jim', 'jim', 'INSTRUCTOR_LOGIN_JIM_INTRO')

export const loginBenderTutorial = customerLoginTutorial('loginBenderChallenge', 'Login Bender', 'bender', 'INSTRUCTOR_LOGIN_BENDER_INTRO')
