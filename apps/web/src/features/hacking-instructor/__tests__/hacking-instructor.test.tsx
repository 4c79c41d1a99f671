import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PublicConfig } from '@pulp/shared'
import { stubShellServer } from '@/app/__tests__/app-server-stub'
import { routes } from '@/app/router'
import en from '../../../../public/assets/i18n/en.json'
import { setCookie } from '@/lib/cookies'
import { createFakeSocket } from '@/testing/fake-socket'
import { renderRoutes, testConfig, tokenWithRole } from '@/testing/render'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))

/** The instructor's bubble; while a menu or drawer is open it is hidden from the accessibility tree, so by test id. */
const bubble = () => screen.findByTestId('hacking-instructor')
const hint = (key: keyof typeof en) => en[key]

function solve(key: string, name: string) {
  act(() =>
    fakeSocket.current!.serverSends('challenge solved', { key, name, challenge: name, flag: '', hidden: false, isRestore: false }),
  )
}

function startTutorial(challengeName: string, config: PublicConfig = testConfig(), extra = {}) {
  const server = stubShellServer({ config, extra })
  const view = renderRoutes(routes, `/hacking-instructor?challenge=${encodeURIComponent(challengeName)}`)
  return { server, ...view }
}

async function pressNext(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await bubble()).getByRole('button', { name: hint('INSTRUCTOR_NEXT'), hidden: true }))
}

describe('hacking instructor', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('walks through the Score Board tutorial: a timed hint, a click on the menu button, then the solve', async () => {
    const user = userEvent.setup()
    startTutorial('Score Board')
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeInTheDocument()
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_SCORE_BOARD_WELCOME'))

    await pressNext(user)
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_SCORE_BOARD_MENU'))
    // the hint waits for the click on the element it points at; clicking elsewhere does nothing
    await user.click(screen.getByRole('heading', { name: 'All products' }))
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_SCORE_BOARD_MENU'))
    await user.click(screen.getByRole('button', { name: 'Open the menu' }))
    await waitFor(async () => expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_SCORE_BOARD_NOT_LINKED')))

    solve('localXssChallenge', 'DOM XSS')
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_SCORE_BOARD_NOT_LINKED'))
    solve('scoreBoardChallenge', 'Score Board')
    await waitFor(async () => expect(await bubble()).toHaveTextContent('Well done, you solved Score Board!'))
  })

  it('follows the login form through Login Admin: typing, the route, the click and the solve', async () => {
    const user = userEvent.setup()
    startTutorial('Login Admin', testConfig(), {
      'POST /rest/user/login': { status: 500, json: { error: { message: 'SQLITE_ERROR: unrecognized token' } } },
    })
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_LOGIN_ADMIN_INTRO'))
    await pressNext(user)
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_OPEN_LOGIN'))

    await user.click(screen.getByRole('button', { name: 'Account' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Login' }))
    await waitFor(async () => expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_LOGIN_ADMIN_QUOTE')))

    const email = await screen.findByRole('textbox', { name: 'Email' })
    await user.type(email, 'admin')
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_LOGIN_ADMIN_QUOTE'))
    await user.type(email, "'")
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_LOGIN_ANY_PASSWORD'))
    await user.type(screen.getByLabelText(/^Password/), 'x')
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_LOGIN_SUBMIT'))
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('SQLITE_ERROR: unrecognized token')).toBeInTheDocument()
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_LOGIN_ADMIN_ERROR'))

    await pressNext(user)
    expect(await bubble()).toHaveTextContent("change the e-mail to ' or 1=1--")
    await user.clear(email)
    await user.type(email, "' or 1=1--")
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_LOGIN_SUBMIT'))
    solve('loginAdminChallenge', 'Login Admin')
    await waitFor(async () => expect(await bubble()).toHaveTextContent('Well done, you solved Login Admin!'))
  }, 30_000) // a whole tutorial typed key by key: twice the usual screen test

  it('skips a step whose state is already reached (logged in) and points into the account menu', async () => {
    localStorage.setItem('token', tokenWithRole('customer'))
    const user = userEvent.setup()
    startTutorial('Privacy Policy')
    await pressNext(user)
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_OPEN_ACCOUNT_MENU'))
    await user.click(screen.getByRole('button', { name: 'Account' }))
    await waitFor(async () => expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_PRIVACY_POLICY_SECTION')))
    await user.click(await screen.findByRole('menuitem', { name: 'Privacy & security' }))
    await waitFor(async () => expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_PRIVACY_POLICY_OPEN')))
  })

  it('moves a timed hint on after its time at the chosen playback speed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const config = testConfig()
    config.hackingInstructor.hintPlaybackSpeed = 'slower'
    startTutorial('Score Board', config)
    const speed = within(await bubble()).getByRole('button', { name: 'Hint speed: Slower' })

    await user.click(speed)
    await user.click(await screen.findByRole('menuitem', { name: 'Faster' }))
    // the welcome hint reads for 9 s at normal speed: half of that at "faster"
    act(() => vi.advanceTimersByTime(4300))
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_SCORE_BOARD_WELCOME'))
    expect(within(await bubble()).getByRole('button', { name: 'Hint speed: Faster', hidden: true })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(400))
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_SCORE_BOARD_MENU'))
  })

  it('stops when cancelled and ignores a later solve', async () => {
    const user = userEvent.setup()
    startTutorial('DOM XSS')
    await user.click(within(await bubble()).getByRole('button', { name: 'End the tutorial' }))
    await waitFor(() => expect(screen.queryByTestId('hacking-instructor')).not.toBeInTheDocument())
    solve('localXssChallenge', 'DOM XSS')
    expect(screen.queryByTestId('hacking-instructor')).not.toBeInTheDocument()
  })

  it('picks up at the same hint after the page is reloaded', async () => {
    const user = userEvent.setup()
    const { unmount } = startTutorial('View Basket')
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_LOG_IN_FIRST'))
    localStorage.setItem('token', tokenWithRole('customer'))
    unmount()

    stubShellServer()
    renderRoutes(routes, '/search')
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_VIEW_BASKET_OPEN'))
    await user.click(screen.getByRole('link', { name: 'Basket' }))
    await waitFor(async () => expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_VIEW_BASKET_STORAGE')))
  })

  it('starts the Score Board tutorial from the side menu while the score board is unfound', async () => {
    const user = userEvent.setup()
    const config = testConfig()
    config.application.welcomeBanner.showOnFirstStart = true
    setCookie('welcomebanner_status', 'dismiss', 60_000)
    stubShellServer({ config })
    renderRoutes(routes, '/search')
    await user.click(await screen.findByRole('button', { name: 'Open the menu' }))
    await user.click(await screen.findByRole('link', { name: 'Help getting started' }))
    expect(await bubble()).toHaveTextContent(hint('INSTRUCTOR_SCORE_BOARD_WELCOME'))
  })

  it('starts nothing for an unknown challenge', async () => {
    startTutorial('No Such Challenge')
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeInTheDocument()
    expect(screen.queryByTestId('hacking-instructor')).not.toBeInTheDocument()
  })

  it('starts nothing when the shop disables the instructor', async () => {
    const config = testConfig()
    config.hackingInstructor.isEnabled = false
    startTutorial('Score Board', config)
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeInTheDocument()
    expect(screen.queryByTestId('hacking-instructor')).not.toBeInTheDocument()
  })
})
