import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getCookie, setCookie } from '@/lib/cookies'
import { createFakeSocket } from '@/testing/fake-socket'
import { renderRoutes, testConfig, tokenWithRole } from '@/testing/render'
import { routes } from '../router'
import { stubShellServer } from './app-server-stub'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))

type User = ReturnType<typeof userEvent.setup>

async function openSideMenu(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Open the menu' }))
  return screen.findByRole('navigation', { name: 'Main menu' })
}

describe('side menu', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
  })

  it('offers login, the public screens, the source code link and the version when logged out', async () => {
    stubShellServer()
    const user = userEvent.setup()
    renderRoutes(routes, '/search')
    const menu = await openSideMenu(user)
    for (const name of ['Login', 'Customer feedback', 'About us', 'Photo wall']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument()
    }
    for (const name of ['Log out', 'Complaint', 'Support chat', 'Deluxe membership', 'Score board']) {
      expect(within(menu).queryByRole('link', { name })).not.toBeInTheDocument()
    }
    expect(within(menu).getByRole('link', { name: 'Source code' })).toHaveAttribute(
      'href',
      './redirect?to=https://github.com/juice-shop/juice-shop',
    )
    expect(await within(menu).findByText('Pulp Test Shop v0.1.0')).toBeInTheDocument()
  })

  it('shows the score board link once the Score Board challenge is solved, live from the socket', async () => {
    stubShellServer()
    const user = userEvent.setup()
    renderRoutes(routes, '/search')
    const menu = await openSideMenu(user)
    expect(within(menu).queryByRole('link', { name: 'Score board' })).not.toBeInTheDocument()
    const notification = {
      key: 'scoreBoardChallenge',
      name: 'Score Board',
      challenge: 'Score Board (Find the hidden score board.)',
      flag: '2614339936e8282e2f820f023d4d998a1f95e02a',
      hidden: false,
      isRestore: false,
      codingChallenge: true,
    }
    act(() => fakeSocket.current!.serverSends('challenge solved', notification))
    expect(await within(menu).findByRole('link', { name: 'Score board' })).toHaveAttribute('href', '/score-board')
  })

  it('offers the score board in the navbar once solved, opening the version chosen as default', async () => {
    stubShellServer({ scoreBoardSolved: true })
    localStorage.setItem('score-board-version', 'v2')
    renderRoutes(routes, '/search')
    const banner = screen.getByRole('banner')
    expect(await within(banner).findByRole('link', { name: 'Score board' })).toHaveAttribute('href', '/score-board-preview')
  })

  it('keeps the score board out of the navbar until it is found', async () => {
    stubShellServer()
    renderRoutes(routes, '/search')
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeInTheDocument()
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Score board' })).not.toBeInTheDocument()
  })

  it('shows the score board link when the challenge was solved before the page loaded', async () => {
    stubShellServer({ scoreBoardSolved: true })
    const user = userEvent.setup()
    renderRoutes(routes, '/search')
    const menu = await openSideMenu(user)
    expect(await within(menu).findByRole('link', { name: 'Score board' })).toBeInTheDocument()
  })

  it('gives logged-in users their account entries, the submenus and a logout that forgets the session', async () => {
    localStorage.setItem('token', tokenWithRole('accounting'))
    setCookie('token', 'x', 60_000)
    sessionStorage.setItem('bid', '2')
    sessionStorage.setItem('itemTotal', '4')
    const server = stubShellServer()
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/search')
    const menu = await openSideMenu(user)

    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', './profile')
    expect(within(menu).getByRole('link', { name: 'Accounting' })).toBeInTheDocument()
    await user.click(within(menu).getByRole('button', { name: 'Privacy & security' }))
    expect(within(menu).getByRole('link', { name: 'Delete my data' })).toHaveAttribute('href', './dataerasure')
    await user.click(within(menu).getByRole('link', { name: 'Export my data' }))
    expect(router.state.location.pathname).toBe('/privacy-security/data-export')
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument())

    await user.click(within(await openSideMenu(user)).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(server.requestsTo('GET', '/rest/saveLoginIp')).toHaveLength(1)
    expect(localStorage.getItem('token')).toBeNull()
    expect(getCookie('token')).toBeUndefined()
    expect(sessionStorage.getItem('bid')).toBeNull()
    expect(sessionStorage.getItem('itemTotal')).toBeNull()
  })
})

describe('navbar', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
  })

  it('searches on Enter and shows the basket count and the email when logged in', async () => {
    localStorage.setItem('token', tokenWithRole('customer'))
    sessionStorage.setItem('itemTotal', '3')
    stubShellServer({ extra: { 'GET /rest/products/search?q=apple': { json: { status: 'success', data: [] } } } })
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/search')

    expect(await screen.findByRole('link', { name: 'Basket' })).toHaveTextContent('3')
    await user.type(screen.getByRole('textbox', { name: 'Search juices…' }), 'apple{Enter}')
    expect(router.state.location.search).toBe('?q=apple')

    await user.click(screen.getByRole('button', { name: 'Account' }))
    expect(await screen.findByRole('menuitem', { name: 'admin@juice-sh.op' })).toHaveAttribute('href', './profile')
  })

  it('goes to the plain search page for an empty search and offers login when logged out', async () => {
    stubShellServer()
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/login')
    await user.type(await screen.findByRole('textbox', { name: 'Search juices…' }), '{Enter}')
    expect(router.state.location.pathname).toBe('/search')
    expect(router.state.location.search).toBe('')
    expect(screen.queryByRole('link', { name: 'Basket' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Account' }))
    expect(await screen.findByRole('menuitem', { name: 'Login' })).toBeInTheDocument()
  })
})

describe('welcome banner', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
  })

  const bannerConfig = (restrictToTutorialsFirst = false) => {
    const config = testConfig({ restrictToTutorialsFirst })
    config.application.welcomeBanner.showOnFirstStart = true
    return config
  }

  it('remembers the dismissal in a cookie', async () => {
    stubShellServer({ config: bannerConfig() })
    const user = userEvent.setup()
    renderRoutes(routes, '/search')
    const banner = await screen.findByRole('dialog', { name: 'Welcome' })
    expect(within(banner).getByText('Hello')).toBeInTheDocument()
    await user.click(within(banner).getByRole('button', { name: 'Got it' }))
    expect(getCookie('welcomebanner_status')).toBe('dismiss')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('starts the Score Board tutorial and cannot be dismissed while tutorials come first', async () => {
    stubShellServer({ config: bannerConfig(true) })
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/search')
    const banner = await screen.findByRole('dialog', { name: 'Welcome' })
    expect(within(banner).queryByRole('button', { name: 'Got it' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument()

    await user.click(within(banner).getByRole('button', { name: 'Show me how to start' }))
    expect(router.state.location.pathname).toBe('/hacking-instructor')
    expect(new URLSearchParams(router.state.location.search).get('challenge')).toBe('Score Board')
  })

  it('stays away once dismissed', async () => {
    setCookie('welcomebanner_status', 'dismiss', 60_000)
    stubShellServer({ config: bannerConfig() })
    renderRoutes(routes, '/search')
    await screen.findByRole('heading', { name: 'All products' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
