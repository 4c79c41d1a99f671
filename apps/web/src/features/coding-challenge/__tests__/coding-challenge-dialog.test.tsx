import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FindItRequest, FixItRequest } from '@pulp/shared'
import { getCookie } from '@/lib/cookies'
import { stubServer, type FakeRoutes } from '@/testing/fake-server'
import { renderScreen } from '@/testing/render'
import { CodingChallengeDialog } from '../components/coding-challenge-dialog'

const SNIPPET = ['function login(email, password) {', '  const sql = `SELECT * FROM Users WHERE email = \'${email}\'`', '  return db.query(sql)', '}'].join('\n')
const FIXES = [
  SNIPPET.replace("'${email}'", "'${email.replace(/'/g, '')}'"),
  SNIPPET.replace("`SELECT * FROM Users WHERE email = '${email}'`", "'SELECT * FROM Users WHERE email = ?'").replace('db.query(sql)', 'db.query(sql, [email])'),
  SNIPPET.replace('return db.query(sql)', 'return db.query(sql.trim())'),
]

function stubSnippetServer() {
  const routes: FakeRoutes = {
    'GET /snippets/loginAdminChallenge': { json: { snippet: SNIPPET } },
    'POST /snippets/verdict': ({ body }) => {
      const { selectedLines } = body as FindItRequest
      return selectedLines.length === 1 && selectedLines[0] === 2
        ? { json: { verdict: true } }
        : { json: { verdict: false, hint: 'Follow the email into the query.' } }
    },
    'POST /snippets/fixes': ({ body }) => {
      const { selectedFix } = body as FixItRequest
      return { json: { verdict: selectedFix === 1, explanation: `Explanation of fix ${selectedFix + 1}` } }
    },
  }
  // The type of "GET /snippets/:key" also matches "/snippets/fixes/…" (a template type cannot count segments); the
  // fake server still checks this answer against the fixes route of the contract at run time.
  Object.assign(routes, { 'GET /snippets/fixes/loginAdminChallenge': { json: { fixes: FIXES } } })
  return stubServer(routes)
}

const loginAdmin = { key: 'loginAdminChallenge', name: 'Login Admin', codingChallengeStatus: 0 as const }

describe('coding challenge dialog', () => {
  it('finds the vulnerable line: a wrong choice shows the hint, the right one opens Fix It', async () => {
    const server = stubSnippetServer()
    const user = userEvent.setup()
    renderScreen(<CodingChallengeDialog challenge={loginAdmin} onClose={vi.fn()} />)
    expect(await screen.findAllByTestId('snippet-line')).toHaveLength(4)
    expect(screen.getByRole('tab', { name: 'Fix it' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled()

    await user.click(screen.getByRole('checkbox', { name: 'Line 3' }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByTestId('find-it-hint')).toHaveTextContent('Follow the email into the query.')

    await user.click(screen.getByRole('checkbox', { name: 'Line 3' }))
    await user.click(screen.getByText(/SELECT \* FROM Users/))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('tab', { name: 'Fix it', selected: true })).toBeEnabled()
    expect(screen.getByText('Right: these are the vulnerable lines. Now choose the fix.')).toBeInTheDocument()
    expect(server.requestsTo('POST', '/snippets/verdict').map(({ body }) => body)).toEqual([
      { key: 'loginAdminChallenge', selectedLines: [3] },
      { key: 'loginAdminChallenge', selectedLines: [2] },
    ])
  })

  it('shows each fix as a diff, keeps the chosen layout in a cookie, and sends the original index of the choice', async () => {
    const server = stubSnippetServer()
    const user = userEvent.setup()
    renderScreen(<CodingChallengeDialog challenge={{ ...loginAdmin, codingChallengeStatus: 1 }} onClose={vi.fn()} />)
    expect(await screen.findByRole('tab', { name: 'Fix it', selected: true })).toBeInTheDocument()
    const options = await screen.findAllByRole('radio')
    expect(options).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Line by line' })).toHaveAttribute('aria-pressed', 'true')

    // find the option whose diff binds the email as a parameter
    for (const option of options) {
      await user.click(option)
      if (within(screen.getByRole('table', { name: /changes of this fix/i })).queryByText(/db\.query\(sql, \[email\]\)/)) break
    }
    const diff = screen.getByRole('table', { name: /changes of this fix/i })
    expect(within(diff).getByText(/^- const sql = `SELECT/)).toHaveAttribute('data-kind', 'removed')
    expect(within(diff).getByText(/^\+ return db\.query\(sql, \[email\]\)/)).toHaveAttribute('data-kind', 'added')

    await user.click(screen.getByRole('button', { name: 'Side by side' }))
    expect(getCookie('code-fixes-component-format')).toBe('SideBySide')
    expect(within(screen.getByRole('table', { name: /changes of this fix/i })).getAllByRole('row')[0].querySelectorAll('td')).toHaveLength(4)

    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByTestId('fix-it-explanation')).toHaveTextContent('Explanation of fix 2')
    expect(screen.getByText('Right: this fix closes the hole.')).toBeInTheDocument()
    expect(screen.getByText('Both phases of the coding challenge for Login Admin are solved.')).toBeInTheDocument()
    expect(server.requestsTo('POST', '/snippets/fixes').map(({ body }) => body)).toEqual([{ key: 'loginAdminChallenge', selectedFix: 1 }])
  })

  it('opens the layout saved in the cookie and reports a wrong fix with its explanation', async () => {
    document.cookie = 'code-fixes-component-format=SideBySide; path=/'
    stubSnippetServer()
    const user = userEvent.setup()
    renderScreen(<CodingChallengeDialog challenge={{ ...loginAdmin, codingChallengeStatus: 1 }} onClose={vi.fn()} />)
    expect(await screen.findByRole('button', { name: 'Side by side' })).toHaveAttribute('aria-pressed', 'true')
    const options = await screen.findAllByRole('radio')
    for (const option of options) {
      await user.click(option)
      if (within(screen.getByRole('table', { name: /changes of this fix/i })).queryByText(/sql\.trim\(\)/)) break
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByTestId('fix-it-explanation')).toHaveTextContent('Explanation of fix 3')
    expect(screen.getByText('That fix does not do it.')).toBeInTheDocument()
  })
})
