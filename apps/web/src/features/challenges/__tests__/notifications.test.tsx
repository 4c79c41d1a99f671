import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import confetti from 'canvas-confetti'
import type { ChallengeSolvedNotification } from '@pulp/shared'
import { getCookie, setCookie } from '@/lib/cookies'
import { createFakeSocket } from '@/testing/fake-socket'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, testConfig } from '@/testing/render'
import { ServerStartedNotice } from '../components/server-started-notice'
import { SolvedNotifications } from '../components/solved-notifications'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))

function solved(name: string, overrides: Partial<ChallengeSolvedNotification> = {}): ChallengeSolvedNotification {
  return {
    key: `${name.replace(/\W/g, '')}Challenge`,
    name,
    challenge: `${name} (a description)`,
    flag: `flag-of-${name.replace(/\W/g, '')}`,
    hidden: false,
    isRestore: false,
    codingChallenge: false,
    ...overrides,
  }
}

function stubNotificationServer(config = testConfig()) {
  return stubServer({
    'GET /rest/admin/application-configuration': { json: { config } },
    'GET /rest/continue-code': { json: { continueCode: 'yXjv6Z5jWJnzD6a3YvmwPRXK7roAyzHDde2Og19yEN84plqxkMBbLVQrDeoY' } },
  })
}

const serverSends = (event: string, payload?: unknown) => act(() => fakeSocket.current!.serverSends(event, payload))

describe('challenge solved notifications', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
  })

  it('shows a card, celebrates, saves the continue code and acknowledges the flag', async () => {
    stubNotificationServer()
    renderScreen(<SolvedNotifications />)
    serverSends('challenge solved', solved('Score Board'))

    expect(await screen.findByText('You successfully solved a challenge: Score Board')).toBeInTheDocument()
    expect(screen.queryByText('flag-of-ScoreBoard')).not.toBeInTheDocument()
    expect(fakeSocket.current!.emit).toHaveBeenCalledWith('notification received', 'flag-of-ScoreBoard')
    await waitFor(() => expect(getCookie('continueCode')).toBe('yXjv6Z5jWJnzD6a3YvmwPRXK7roAyzHDde2Og19yEN84plqxkMBbLVQrDeoY'))
    await waitFor(() => expect(confetti).toHaveBeenCalled())
  })

  it('shows the flag when the CTF configuration asks for it', async () => {
    stubNotificationServer(testConfig({ showFlagsInNotifications: true }))
    renderScreen(<SolvedNotifications />)
    await waitFor(() => expect(fakeSocket.current!.on).toHaveBeenCalled())
    serverSends('challenge solved', solved('DOM XSS'))
    const card = await screen.findByTestId('solved-notification')
    expect(await within(card).findByText('flag-of-DOMXSS')).toBeInTheDocument()
  })

  it('copies the flag and says so', async () => {
    stubNotificationServer(testConfig({ showFlagsInNotifications: true }))
    const user = userEvent.setup()
    renderScreen(<SolvedNotifications />)
    await waitFor(() => expect(fakeSocket.current!.on).toHaveBeenCalled())
    serverSends('challenge solved', solved('DOM XSS'))
    await user.click(await screen.findByRole('button', { name: 'Copy to clipboard' }))
    expect(await screen.findByText('Flag copied to the clipboard.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('flag-of-DOMXSS')
  })

  it('neither shows hidden notifications nor saves a continue code for restored ones', async () => {
    const server = stubNotificationServer()
    renderScreen(<SolvedNotifications />)
    serverSends('challenge solved', solved('Hidden One', { hidden: true }))
    serverSends('challenge solved', solved('Restored One', { isRestore: true }))

    expect(await screen.findByText(/Restored One/)).toBeInTheDocument()
    expect(screen.queryByText(/Hidden One/)).not.toBeInTheDocument()
    expect(fakeSocket.current!.emit).toHaveBeenCalledWith('notification received', 'flag-of-HiddenOne')
    // only the hidden one was a new solve
    await waitFor(() => expect(server.requestsTo('GET', '/rest/continue-code')).toHaveLength(1))
  })

  it('closes one card on click and all of them on shift-click, reporting the closed ones', async () => {
    stubNotificationServer()
    const user = userEvent.setup()
    renderScreen(<SolvedNotifications />)
    for (const name of ['Score Board', 'DOM XSS', 'Mass Dispel']) serverSends('challenge solved', solved(name))
    expect(await screen.findAllByTestId('solved-notification')).toHaveLength(3)

    await user.click(within(screen.getAllByTestId('solved-notification')[0]).getByRole('button', { name: 'Close' }))
    expect(screen.getAllByTestId('solved-notification')).toHaveLength(2)
    expect(fakeSocket.current!.emit).not.toHaveBeenCalledWith('verifyCloseNotificationsChallenge', expect.anything())

    fireEvent.click(within(screen.getAllByTestId('solved-notification')[0]).getByRole('button', { name: 'Close' }), {
      shiftKey: true,
    })
    expect(screen.queryAllByTestId('solved-notification')).toHaveLength(0)
    expect(fakeSocket.current!.emit).toHaveBeenCalledWith('verifyCloseNotificationsChallenge', [
      solved('DOM XSS'),
      solved('Mass Dispel'),
    ])
  })
})

describe('server started notice', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
  })

  it('restores the saved continue codes and lets the user clear the saved progress', async () => {
    setCookie('continueCode', 'mainCode', 60_000)
    setCookie('continueCodeFixIt', 'fixItCode', 60_000)
    localStorage.setItem('score-board-version', 'v2')
    const server = stubServer({
      'PUT /rest/continue-code/apply/mainCode': { json: { data: '2 solved challenges have been restored.' } },
      'PUT /rest/continue-code-fixIt/apply/fixItCode': { json: { data: '1 solved challenges have been restored.' } },
    })
    const user = userEvent.setup()
    renderScreen(<ServerStartedNotice />)
    serverSends('server started')

    const notice = await screen.findByTestId('server-started-notice')
    expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PUT /rest/continue-code/apply/mainCode',
      'PUT /rest/continue-code-fixIt/apply/fixItCode',
    ])
    const clear = within(notice).getByRole('button', { name: 'Clear progress' })
    await user.click(clear)
    expect(clear).toBeDisabled()
    expect(getCookie('continueCode')).toBeUndefined()
    expect(getCookie('continueCodeFixIt')).toBeUndefined()
    expect(localStorage.getItem('score-board-version')).toBeNull()

    await user.click(within(notice).getByRole('button', { name: 'Close' }))
    expect(screen.queryByTestId('server-started-notice')).not.toBeInTheDocument()
  })

  it('tells the user when the saved progress could not be restored', async () => {
    setCookie('continueCode', 'brokenCode', 60_000)
    stubServer({ 'PUT /rest/continue-code/apply/brokenCode': { status: 404, text: 'Invalid continue code.' } })
    renderScreen(<ServerStartedNotice />)
    serverSends('server started')
    expect(await screen.findByText(/could not be restored: Invalid continue code\./)).toBeInTheDocument()
  })
})
