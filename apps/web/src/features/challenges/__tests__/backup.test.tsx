import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProgressBackup } from '@pulp/shared'
import { getCookie } from '@/lib/cookies'
import { stubServer } from '@/testing/fake-server'
import { createFakeSocket } from '@/testing/fake-socket'
import { renderScreen, testConfig } from '@/testing/render'
import { ScoreBoardPreview } from '../components/score-board-preview'
import { challenge } from './challenge-fixtures'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))
const downloads = vi.hoisted(() => ({ saved: [] as { fileName: string; text: string }[] }))
vi.mock('@/lib/download', () => ({
  downloadTextFile: (fileName: string, text: string) => downloads.saved.push({ fileName, text }),
}))

const CODE = 'yXjv6Z5jWJnzD6a3YvmwPRXK7roAyzHDde2Og19yEN84plqxkMBbLVQrDeoY'
const FIND_IT_CODE = 'aBcD1234aBcD1234aBcD1234aBcD1234aBcD1234aBcD1234aBcD1234aBcD'

/** A fresh shop: nothing solved until the continue code is applied. */
function stubFreshShop() {
  let restored = false
  const list = () => [
    challenge({ key: 'scoreBoardChallenge', name: 'Score Board' }),
    challenge({ key: 'privacyPolicyChallenge', name: 'Privacy Policy', solved: restored }),
    challenge({ key: 'loginAdminChallenge', name: 'Login Admin', solved: restored }),
    challenge({ key: 'loginJimChallenge', name: 'Login Jim' }),
  ]
  return stubServer({
    'GET /api/Challenges/': () => ({ json: { status: 'success', data: list() } }),
    'GET /rest/admin/application-configuration': { json: { config: testConfig() } },
    'GET /rest/continue-code': { json: { continueCode: CODE } },
    'GET /rest/continue-code-findIt': { json: { continueCode: FIND_IT_CODE } },
    'GET /rest/continue-code-fixIt': { status: 500, text: 'down' },
    [`PUT /rest/continue-code/apply/${CODE}`]: () => {
      restored = true
      return { json: { data: '2 solved challenges have been restored.' } }
    },
    [`PUT /rest/continue-code-findIt/apply/${FIND_IT_CODE}`]: { json: { data: '0 solved challenges have been restored.' } },
  })
}

const backupFile = (backup: object) => new File([JSON.stringify(backup)], 'pulp-backup.json', { type: 'application/json' })

const savedBackup: ProgressBackup = {
  version: 1,
  scoreBoard: {
    categories: [],
    difficulties: [1],
    tags: [],
    status: 'solved',
    searchQuery: null,
    showDisabledChallenges: true,
    restrictToTutorialChallengesFirst: false,
  },
  banners: { welcomeBanner: 'dismiss' },
  language: 'en',
  continueCode: CODE,
  continueCodeFindIt: FIND_IT_CODE,
}

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  // the list has loaded: the Score Board counts as solved, 1 of 4
  await waitFor(() => expect(screen.getByTestId('hacking-progress-percent')).toHaveTextContent('25%'))
  await user.click(screen.getByRole('button', { name: 'Score board settings' }))
}

describe('progress backup', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
    downloads.saved = []
  })

  it('saves the filter, banner status, language and the three continue codes (the cookie when the server fails)', async () => {
    stubFreshShop()
    document.cookie = 'welcomebanner_status=dismiss; path=/'
    document.cookie = 'continueCodeFixIt=FixItFromCookie; path=/'
    const user = userEvent.setup()
    renderScreen(<ScoreBoardPreview CodingChallengeDialog={() => null} />, '/score-board-preview?status=unsolved&tags=Tutorial')
    await openSettings(user)
    await user.click(screen.getByRole('button', { name: 'Save backup' }))

    await waitFor(() => expect(downloads.saved).toHaveLength(1))
    expect(downloads.saved[0].fileName).toBe(`pulp-test-shop-backup-${new Date().toISOString().slice(0, 10)}.json`)
    expect(JSON.parse(downloads.saved[0].text)).toEqual({
      version: 1,
      scoreBoard: { ...savedBackup.scoreBoard, difficulties: [], status: 'unsolved', tags: ['Tutorial'] },
      banners: { welcomeBanner: 'dismiss' },
      continueCode: CODE,
      continueCodeFindIt: FIND_IT_CODE,
      continueCodeFixIt: 'FixItFromCookie',
    })
  })

  it('restores from a file: applies the continue codes, and the percentage and filter follow without a reload', async () => {
    const server = stubFreshShop()
    const user = userEvent.setup()
    const { router } = renderScreen(<ScoreBoardPreview CodingChallengeDialog={() => null} />, '/score-board-preview')
    await openSettings(user)
    expect(screen.getByTestId('hacking-progress-percent')).toHaveTextContent('25%')

    await user.upload(screen.getByTestId('backup-file'), backupFile(savedBackup))
    expect(await screen.findByText('Your progress has been restored from the backup.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByTestId('hacking-progress-percent')).toHaveTextContent('75%'))
    expect(server.requestsTo('PUT', `/rest/continue-code/apply/${CODE}`)).toHaveLength(1)
    expect(server.requestsTo('PUT', `/rest/continue-code-findIt/apply/${FIND_IT_CODE}`)).toHaveLength(1)
    expect(getCookie('continueCode')).toBe(CODE)
    expect(getCookie('welcomebanner_status')).toBe('dismiss')
    expect(router.state.location.search).toBe('?difficulties=1&status=solved')
  })

  it('refuses a file of another version with the reason', async () => {
    const server = stubFreshShop()
    const user = userEvent.setup()
    renderScreen(<ScoreBoardPreview CodingChallengeDialog={() => null} />, '/score-board-preview')
    await openSettings(user)
    await user.upload(screen.getByTestId('backup-file'), backupFile({ ...savedBackup, version: 2 }))
    expect(
      await screen.findByText('Backup restore operation failed: Version 2 is incompatible with expected version 1'),
    ).toBeInTheDocument()
    expect(server.requests.filter(({ method }) => method === 'PUT')).toHaveLength(0)
  })

  it('keeps the chosen default score board version in local storage', async () => {
    stubFreshShop()
    const user = userEvent.setup()
    renderScreen(<ScoreBoardPreview CodingChallengeDialog={() => null} />, '/score-board-preview')
    await openSettings(user)
    expect(screen.getByRole('radio', { name: 'Classic score board (v1)' })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: 'New score board (v2, preview)' }))
    expect(localStorage.getItem('score-board-version')).toBe('v2')
  })
})
