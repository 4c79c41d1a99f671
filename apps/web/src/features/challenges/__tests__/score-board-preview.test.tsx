import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Challenge } from '@pulp/shared'
import { stubServer } from '@/testing/fake-server'
import { createFakeSocket } from '@/testing/fake-socket'
import { renderScreen, testConfig } from '@/testing/render'
import type { CodingChallengeDialogProps } from '../components/challenge-extras'
import { ScoreBoardPreview } from '../components/score-board-preview'
import { useLiveChallengeUpdates } from '../hooks/use-live-challenge-updates'
import { challenge } from './challenge-fixtures'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))
const downloads = vi.hoisted(() => ({ saved: [] as { fileName: string; text: string }[] }))
vi.mock('@/lib/download', () => ({
  downloadTextFile: (fileName: string, text: string) => downloads.saved.push({ fileName, text }),
}))

function StubCodingDialog({ challenge: opened }: CodingChallengeDialogProps) {
  return <p role="dialog">{`coding challenge of ${opened.name} at ${opened.codingChallengeStatus}/2`}</p>
}

const challenges = [
  challenge({ key: 'scoreBoardChallenge', name: 'Score Board', tutorialOrder: 1, hasTutorial: true, tags: 'Tutorial, Code Analysis' }),
  challenge({
    key: 'localXssChallenge',
    name: 'DOM XSS',
    category: 'XSS',
    tutorialOrder: 2,
    hasTutorial: true,
    solved: true,
    hasCodingChallenge: true,
    codingChallengeStatus: 1,
    tags: 'Tutorial, Good for Demos',
    hint: 'Look at the search field.',
    hintUrl: 'https://pwning.owasp-juice.shop/dom-xss',
    mitigationUrl: 'https://cheatsheetseries.owasp.org/xss',
  }),
  challenge({ key: 'privacyPolicyChallenge', name: 'Privacy Policy', solved: true, mitigationUrl: 'https://example.test/privacy' }),
  challenge({ key: 'loginAdminChallenge', name: 'Login Admin', difficulty: 2, category: 'Injection', hasCodingChallenge: true, mitigationUrl: 'https://example.test/sqli' }),
  challenge({ key: 'chatbotPromptInjectionChallenge', name: 'Chatbot Prompt Injection', difficulty: 3, disabledEnv: 'LLM', tags: 'AI/LLM' }),
  challenge({ key: 'adminSectionChallenge', name: 'Admin Section', difficulty: 2, tutorialOrder: 8, hasTutorial: true, disabledEnv: 'Pulp' }),
]

function stubPreview(options: { config?: ReturnType<typeof testConfig>; list?: () => Challenge[] } = {}) {
  const list = options.list ?? (() => challenges)
  return stubServer({
    'GET /api/Challenges/': () => ({ json: { status: 'success', data: list() } }),
    'GET /rest/admin/application-configuration': { json: { config: options.config ?? testConfig() } },
  })
}

function LivePreview() {
  useLiveChallengeUpdates()
  return <ScoreBoardPreview CodingChallengeDialog={StubCodingDialog} />
}

const cardNames = () => screen.queryAllByTestId('challenge-card').map((card) => within(card).getByRole('heading').textContent)
const card = (name: string) => screen.getByRole('article', { name })

describe('score board preview', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
    downloads.saved = []
  })

  it('shows hacking and coding progress and the solved units per difficulty', async () => {
    stubPreview()
    renderScreen(<LivePreview />, '/score-board-preview')
    await screen.findAllByTestId('challenge-card')
    // 3 of 6 solved (Score Board always); coding 1 of 2×2 phases; difficulty 1: 3 solved + 1 phase of 1+3+1 units
    expect(screen.getByTestId('hacking-progress-percent')).toHaveTextContent('50%')
    expect(screen.getByTestId('coding-progress-percent')).toHaveTextContent('25%')
    expect(screen.getByLabelText('1 stars: 4 of 5 solved')).toBeInTheDocument()
    expect(screen.getByLabelText('2 stars: 0 of 4 solved')).toBeInTheDocument()
  })

  it('filters by status, tag, difficulty, category and search text, and resets', async () => {
    stubPreview()
    const user = userEvent.setup()
    const { router } = renderScreen(<LivePreview />, '/score-board-preview')
    await screen.findAllByTestId('challenge-card')
    expect(cardNames()).toEqual(['Score Board', 'DOM XSS', 'Privacy Policy', 'Admin Section', 'Login Admin', 'Chatbot Prompt Injection'])

    await user.click(screen.getByRole('combobox', { name: 'Status' }))
    await user.click(screen.getByRole('option', { name: 'partially solved' }))
    expect(cardNames()).toEqual(['DOM XSS'])
    expect(router.state.location.search).toBe('?status=partially-solved')

    await user.click(screen.getByRole('combobox', { name: 'Status' }))
    await user.click(screen.getByRole('option', { name: 'unsolved' }))
    expect(cardNames()).toEqual(['Admin Section', 'Login Admin', 'Chatbot Prompt Injection'])

    await user.click(screen.getByRole('combobox', { name: 'Tags' }))
    await user.click(screen.getByRole('option', { name: 'AI/LLM' }))
    await user.keyboard('{Escape}')
    expect(cardNames()).toEqual(['Chatbot Prompt Injection'])

    await user.click(screen.getByRole('button', { name: 'Reset filters' }))
    await user.click(screen.getByRole('button', { name: 'Injection' }))
    expect(cardNames()).toEqual(['Login Admin'])
    await user.click(screen.getByRole('button', { name: 'Reset filters' }))

    await user.type(screen.getByRole('searchbox', { name: 'Search challenges' }), 'privacy')
    expect(cardNames()).toEqual(['Privacy Policy'])
  })

  it('warns about unavailable challenges, says why, and hides them on request', async () => {
    stubPreview()
    const user = userEvent.setup()
    renderScreen(<LivePreview />, '/score-board-preview')
    expect(await screen.findByText(/2 challenges cannot be played/)).toBeInTheDocument()
    expect(within(card('Chatbot Prompt Injection')).getByLabelText(/application\.chatBot\.llmApiUrl/)).toBeInTheDocument()
    expect(within(card('Admin Section')).getByLabelText('Pulp does not include this challenge yet.')).toBeInTheDocument()
    expect(screen.queryByText(/Docker/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Hide them' }))
    expect(cardNames()).not.toContain('Chatbot Prompt Injection')
    expect(cardNames()).not.toContain('Admin Section')
    await user.click(screen.getByRole('button', { name: 'Show them' }))
    expect(cardNames()).toContain('Admin Section')
  })

  it('shows hint, tutorial link, mitigation only when solved, and the coding badge that opens the dialog', async () => {
    stubPreview()
    const user = userEvent.setup()
    renderScreen(<LivePreview />, '/score-board-preview')
    await screen.findAllByTestId('challenge-card')
    const domXss = card('DOM XSS')
    expect(within(domXss).getByRole('link', { name: 'Look at the search field.' })).toHaveAttribute('href', 'https://pwning.owasp-juice.shop/dom-xss')
    expect(within(domXss).getByRole('link', { name: 'Start tutorial' })).toHaveAttribute('href', '/hacking-instructor?challenge=DOM%20XSS')
    expect(within(domXss).getByRole('link', { name: 'How to prevent it' })).toHaveAttribute('href', 'https://cheatsheetseries.owasp.org/xss')
    expect(within(card('Login Admin')).queryByRole('link', { name: 'How to prevent it' })).not.toBeInTheDocument()

    // coding challenges open once the hacking challenge is solved (codingChallengesEnabled: solved)
    expect(within(card('Login Admin')).getByRole('button', { name: /coding challenge, 0 of 2/i })).toBeDisabled()
    expect(within(domXss).getByText('1/2')).toBeInTheDocument()
    await user.click(within(domXss).getByRole('button', { name: /coding challenge, 1 of 2/i }))
    expect(screen.getByRole('dialog')).toHaveTextContent('coding challenge of DOM XSS at 1/2')

    act(() => fakeSocket.current!.serverSends('code challenge solved', { key: 'localXssChallenge', codingChallengeStatus: 2 }))
    await waitFor(() => expect(within(card('DOM XSS')).getByText('2/2')).toBeInTheDocument())
    expect(screen.getByRole('dialog')).toHaveTextContent('at 2/2')
    expect(screen.getByTestId('coding-progress-percent')).toHaveTextContent('50%')
  })

  it('unlocks tier by tier while tutorials come first, never held back by a tutorial that cannot be played', async () => {
    const errorHandling = challenge({ key: 'errorHandlingChallenge', name: 'Error Handling', tutorialOrder: 3, hasTutorial: true })
    stubPreview({ config: testConfig({ restrictToTutorialsFirst: true }), list: () => [...challenges, errorHandling] })
    renderScreen(<LivePreview />, '/score-board-preview')
    expect(await screen.findByText(/solve the tutorial challenges first/i)).toBeInTheDocument()
    expect(cardNames()).toEqual(['Score Board', 'DOM XSS', 'Error Handling'])
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument()

    // the last playable tutorial is solved; the 2-star tutorial (Admin Section) is not in Pulp and must not block
    act(() => fakeSocket.current!.serverSends('challenge solved', { key: 'errorHandlingChallenge', name: 'Error Handling' }))
    await waitFor(() => expect(screen.queryByText(/solve the tutorial challenges first/i)).not.toBeInTheDocument())
    expect(cardNames()).toHaveLength(7)
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument()
  })
})
