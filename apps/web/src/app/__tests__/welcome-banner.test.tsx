import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Challenge } from '@pulp/shared'
import { challenge } from '@/features/challenges/__tests__/challenge-fixtures'
import { getCookie } from '@/lib/cookies'
import { createFakeSocket } from '@/testing/fake-socket'
import { renderRoutes, testConfig } from '@/testing/render'
import { listAnswer } from '@/testing/shop-fixtures'
import { routes } from '../router'
import { stubShellServer } from './app-server-stub'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))

function showBanner(options: { restrictToTutorialsFirst?: boolean; challenges?: Challenge[] } = {}) {
  const config = testConfig({ restrictToTutorialsFirst: options.restrictToTutorialsFirst ?? false })
  config.application.welcomeBanner.showOnFirstStart = true
  stubShellServer({ config, extra: { 'GET /api/Challenges/?sort=name': { json: listAnswer(options.challenges ?? []) } } })
  return renderRoutes(routes, '/search')
}

const tutorials = (solved: { scoreBoard: boolean; domXss: boolean }) => [
  challenge({ key: 'scoreBoardChallenge', name: 'Score Board', tutorialOrder: 1, hasTutorial: true, solved: solved.scoreBoard }),
  challenge({ key: 'localXssChallenge', name: 'DOM XSS', tutorialOrder: 2, hasTutorial: true, solved: solved.domXss }),
  challenge({ key: 'loginJimChallenge', name: 'Login Jim', difficulty: 3, solved: false }),
]

describe('welcome banner', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
  })

  it('closes for this visit with its close button, without remembering it', async () => {
    const user = userEvent.setup()
    showBanner()
    const banner = await screen.findByRole('dialog', { name: 'Welcome' })
    await user.click(within(banner).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(getCookie('welcomebanner_status')).toBeUndefined()
  })

  it('closes on Escape', async () => {
    const user = userEvent.setup()
    showBanner()
    await screen.findByRole('dialog', { name: 'Welcome' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(getCookie('welcomebanner_status')).toBeUndefined()
  })

  it('starts the Score Board tutorial from "getting started" and stays dismissed', async () => {
    const user = userEvent.setup()
    const { router } = showBanner()
    await user.click(await screen.findByRole('button', { name: 'Show me how to start' }))
    expect(router.state.location.pathname).toBe('/hacking-instructor')
    expect(await screen.findByTestId('hacking-instructor')).toHaveTextContent('your first challenge is to find it')
    expect(getCookie('welcomebanner_status')).toBe('dismiss')
  })

  it('cannot be closed while tutorials come first and a tutorial is unsolved; getting started hides it for now', async () => {
    const user = userEvent.setup()
    showBanner({ restrictToTutorialsFirst: true, challenges: tutorials({ scoreBoard: true, domXss: false }) })
    const banner = await screen.findByRole('dialog', { name: 'Welcome' })
    expect(within(banner).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    expect(within(banner).queryByRole('button', { name: 'Got it' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument()

    await user.click(within(banner).getByRole('button', { name: 'Show me how to start' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(getCookie('welcomebanner_status')).toBeUndefined()
  })

  it('can be dismissed in tutorials-first mode once every tutorial is solved', async () => {
    const user = userEvent.setup()
    showBanner({ restrictToTutorialsFirst: true, challenges: tutorials({ scoreBoard: true, domXss: true }) })
    const banner = await screen.findByRole('dialog', { name: 'Welcome' })
    await user.click(await within(banner).findByRole('button', { name: 'Got it' }))
    expect(getCookie('welcomebanner_status')).toBe('dismiss')
  })

  it('becomes closable the moment the last tutorial is solved', async () => {
    showBanner({ restrictToTutorialsFirst: true, challenges: tutorials({ scoreBoard: true, domXss: false }) })
    const banner = await screen.findByRole('dialog', { name: 'Welcome' })
    await waitFor(() => expect(within(banner).queryByRole('button', { name: 'Got it' })).not.toBeInTheDocument())
    act(() =>
      fakeSocket.current!.serverSends('challenge solved', {
        key: 'localXssChallenge',
        name: 'DOM XSS',
        challenge: 'DOM XSS',
        flag: '',
        hidden: false,
        isRestore: false,
      }),
    )
    expect(await within(banner).findByRole('button', { name: 'Got it' })).toBeInTheDocument()
  })
})
