import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeSocket } from '@/testing/fake-socket'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, testConfig } from '@/testing/render'
import type { CodingChallengeDialogProps } from '../components/challenge-extras'
import { ScoreBoard } from '../components/score-board'
import { useLiveChallengeUpdates } from '../hooks/use-live-challenge-updates'
import { challenge } from './challenge-fixtures'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))

/** Stands in for the coding-challenge dialog, which the app passes in. */
function StubCodingDialog({ challenge }: CodingChallengeDialogProps) {
  return <p role="dialog">{`coding challenge of ${challenge.name}`}</p>
}

const challenges = [
  challenge({ key: 'scoreBoardChallenge', name: 'Score Board', tutorialOrder: 1, hasTutorial: true, tags: 'Tutorial, Code Analysis' }),
  challenge({ key: 'localXssChallenge', name: 'DOM XSS', category: 'XSS', tutorialOrder: 2, solved: true, hasCodingChallenge: true, codingChallengeStatus: 1 }),
  challenge({ key: 'privacyPolicyChallenge', name: 'Privacy Policy', solved: true }),
  challenge({ key: 'closeNotificationsChallenge', name: 'Mass Dispel' }),
  challenge({ key: 'adminSectionChallenge', name: 'Admin Section', difficulty: 2, category: 'Broken Access Control', tutorialOrder: 8 }),
  challenge({ key: 'loginAdminChallenge', name: 'Login Admin', difficulty: 2, category: 'Injection', disabledEnv: 'Docker' }),
  challenge({ key: 'forgedSignedJwtChallenge', name: 'Forged Signed JWT', difficulty: 6, category: 'Vulnerable Components' }),
]

function stubChallenges(config = testConfig()) {
  return stubServer({
    'GET /api/Challenges/?sort=name': { json: { status: 'success', data: challenges } },
    'GET /rest/admin/application-configuration': { json: { config } },
    'GET /rest/repeat-notification?challenge=DOM%20XSS': { text: 'OK' },
  })
}

/** The score board as the shell hosts it: live updates come in through the shell's socket hook. */
function LiveScoreBoard() {
  useLiveChallengeUpdates()
  return <ScoreBoard CodingChallengeDialog={StubCodingDialog} />
}

const shownNames = () => screen.getAllByTestId('challenge-row').map((row) => within(row).getByRole('rowheader').textContent)

describe('score board', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
  })

  it('loads the padding image the server watches for', async () => {
    stubChallenges()
    const { container } = renderScreen(<ScoreBoard CodingChallengeDialog={StubCodingDialog} />, '/score-board')
    await screen.findAllByTestId('challenge-row')
    expect(container.querySelector('img[src="assets/public/images/padding/1px.png"]')).toHaveAttribute('alt', '')
  })

  it('shows difficulty 1 at first, sorted by tutorial order then name, with the Score Board solved', async () => {
    stubChallenges()
    renderScreen(<ScoreBoard CodingChallengeDialog={StubCodingDialog} />, '/score-board')
    await screen.findAllByTestId('challenge-row')
    expect(shownNames()).toEqual(['Score Board', 'DOM XSS', 'Mass Dispel', 'Privacy Policy'])

    const scoreBoardRow = screen.getAllByTestId('challenge-row')[0]
    expect(within(scoreBoardRow).getByText('solved')).toBeInTheDocument()
    expect(within(scoreBoardRow).getByText('Tutorial')).toBeInTheDocument()
    expect(within(scoreBoardRow).getByText('Code Analysis')).toBeInTheDocument()
    expect(within(screen.getAllByTestId('challenge-row')[1]).getByText('partially solved')).toBeInTheDocument()
    expect(within(screen.getAllByTestId('challenge-row')[1]).getByText('DOM XSS', { selector: 'em' })).toBeInTheDocument()
  })

  it('reports the solved percentage with the Score Board counted as solved', async () => {
    stubChallenges()
    renderScreen(<ScoreBoard CodingChallengeDialog={StubCodingDialog} />, '/score-board')
    // 3 of 7 solved: Score Board (always), DOM XSS and Privacy Policy
    expect(await screen.findByText('43% of all challenges solved')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: /43%/ })).toHaveAttribute('aria-valuenow', '43')
  })

  it('filters by difficulty, by solved state and by category', async () => {
    stubChallenges()
    const user = userEvent.setup()
    renderScreen(<ScoreBoard CodingChallengeDialog={StubCodingDialog} />, '/score-board')
    await screen.findAllByTestId('challenge-row')

    await user.click(screen.getByRole('button', { description: '2 of 6 stars' }))
    expect(shownNames()).toEqual(['Score Board', 'DOM XSS', 'Mass Dispel', 'Privacy Policy', 'Admin Section', 'Login Admin'])
    const loginAdmin = screen.getAllByTestId('challenge-row')[5]
    expect(within(loginAdmin).getByText('unavailable')).toBeInTheDocument()

    await user.click(screen.getByRole('switch', { name: /show solved/i }))
    expect(shownNames()).toEqual(['DOM XSS', 'Mass Dispel', 'Admin Section', 'Login Admin'])

    await user.click(screen.getByRole('button', { name: 'Injection' }))
    expect(shownNames()).toEqual(['DOM XSS', 'Mass Dispel', 'Admin Section'])

    await user.click(screen.getByRole('button', { name: 'Show all' }))
    expect(shownNames()).toContain('Forged Signed JWT')
    await user.click(screen.getByRole('button', { name: 'Hide all' }))
    expect(screen.queryAllByTestId('challenge-row')).toHaveLength(0)
    expect(screen.getByText('No challenge matches these filters.')).toBeInTheDocument()
  })

  it('shows only tutorials up to the current tier while tutorials must come first', async () => {
    stubChallenges(testConfig({ restrictToTutorialsFirst: true }))
    renderScreen(<ScoreBoard CodingChallengeDialog={StubCodingDialog} />, '/score-board')
    expect(await screen.findByText(/solve the tutorial challenges first/i)).toBeInTheDocument()
    expect(shownNames()).toEqual(['Score Board', 'DOM XSS', 'Admin Section'])
    expect(screen.getByRole('button', { description: '2 of 6 stars' })).toBeDisabled()
  })

  it('reveals the challenge named in the query', async () => {
    stubChallenges()
    renderScreen(<ScoreBoard CodingChallengeDialog={StubCodingDialog} />, '/score-board?challenge=Forged%20Signed%20JWT')
    expect(await screen.findByRole('rowheader', { name: 'Forged Signed JWT' })).toBeInTheDocument()
  })

  it('marks a challenge solved when the server says so, and asks for its notification again on the flag', async () => {
    const server = stubChallenges()
    const user = userEvent.setup()
    renderScreen(<LiveScoreBoard />, '/score-board')
    await screen.findAllByTestId('challenge-row')
    const massDispel = () => screen.getAllByTestId('challenge-row')[2]
    expect(within(massDispel()).getByText('unsolved')).toBeInTheDocument()

    act(() => fakeSocket.current!.serverSends('challenge solved', { key: 'closeNotificationsChallenge', name: 'Mass Dispel' }))
    await waitFor(() => expect(within(massDispel()).getByText('solved')).toBeInTheDocument())
    expect(await screen.findByText('57% of all challenges solved')).toBeInTheDocument()

    await user.click(within(screen.getAllByTestId('challenge-row')[1]).getByRole('button', { name: /notification again/i }))
    expect(server.requestsTo('GET', '/rest/repeat-notification?challenge=DOM%20XSS')).toHaveLength(1)
  })

  it('says why an unavailable challenge cannot be played', async () => {
    stubServer({
      'GET /api/Challenges/?sort=name': {
        json: {
          status: 'success',
          data: [
            challenge({ key: 'restfulXssChallenge', name: 'API-only XSS', disabledEnv: 'Docker' }),
            challenge({ key: 'chatbotPromptInjectionChallenge', name: 'Chatbot Prompt Injection', disabledEnv: 'LLM' }),
            challenge({ key: 'csafChallenge', name: 'Security Advisory', disabledEnv: 'Pulp' }),
            challenge({ key: 'rceChallenge', name: 'Blocked RCE DoS', disabledEnv: 'Class Mode' }),
          ],
        },
      },
      'GET /rest/admin/application-configuration': { json: { config: testConfig() } },
    })
    renderScreen(<ScoreBoard CodingChallengeDialog={StubCodingDialog} />, '/score-board')
    await screen.findAllByTestId('challenge-row')
    expect(screen.getByLabelText(/switched off while the shop runs on Docker/)).toBeInTheDocument()
    expect(screen.getByLabelText(/set application\.chatBot\.llmApiUrl/)).toBeInTheDocument()
    expect(screen.getByLabelText('Pulp does not include this challenge yet.')).toBeInTheDocument()
    expect(screen.getByLabelText(/switched off in class mode.*classMode\.dangerousChallenges: sandboxed/)).toBeInTheDocument()
  })
})
