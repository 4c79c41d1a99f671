import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GOOGLE_USERINFO_URL } from '@/features/auth/api/oauth-login'
import { createFakeSocket } from '@/testing/fake-socket'
import type { FakeRoutes } from '@/testing/fake-server'
import { renderRoutes, tokenWithRole } from '@/testing/render'
import { publicUser, rowAnswer } from '@/testing/shop-fixtures'
import { routes } from '../router'
import { stubShellServer } from './app-server-stub'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))

const LATER_RELEASE = 'This screen is not part of Pulp yet. It arrives in a later release.'
const LOGIN_NEEDED = 'Please log in to see this page.'
const ROLE_NEEDED = 'Your account is not allowed to see this page.'

function visit(path: string, role?: string, extra: FakeRoutes = {}) {
  if (role) localStorage.setItem('token', tokenWithRole(role))
  const server = stubShellServer({ extra })
  return { server, ...renderRoutes(routes, path) }
}

const paddingImage = (container: HTMLElement, size: string) =>
  container.querySelector(`img[src="assets/public/images/padding/${size}.png"]`)

describe('route table', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
  })

  it('shows the 403 page in place when the admin section is opened without the admin role', async () => {
    const { router, container } = visit('/administration', 'customer')
    expect(await screen.findByText(ROLE_NEEDED)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '403' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/administration')
    expect(paddingImage(container, '19px')).toBeNull()
  })

  it('lets an admin into the admin section, which loads its padding image', async () => {
    const { container } = visit('/administration', 'admin', {
      'GET /api/Users': { json: { status: 'success', data: [] } },
      'GET /api/Feedbacks': { json: { status: 'success', data: [] } },
    })
    expect(await screen.findByRole('heading', { name: 'Registered users' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Customer feedback' })).toBeInTheDocument()
    expect(paddingImage(container, '19px')).not.toBeNull()
  })

  it('keeps accounting for the accounting role', async () => {
    visit('/accounting', 'admin')
    expect(await screen.findByText(ROLE_NEEDED)).toBeInTheDocument()
  })

  it.each(['/complain', '/chatbot', '/deluxe-membership', '/address/saved', '/address/edit/7'])(
    'asks for a login on %s',
    async (path) => {
      const { router } = visit(path)
      expect(await screen.findByText(LOGIN_NEEDED)).toBeInTheDocument()
      expect(router.state.location.pathname).toBe(path)
    },
  )

  it('opens login-only screens once logged in', async () => {
    visit('/complain', 'customer')
    expect(await screen.findByRole('heading', { name: 'Complaint' })).toBeInTheDocument()
  })

  it('sends a logged-out visitor of the wallet to the login', async () => {
    const { router } = visit('/wallet')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('shows the error key given to /403', async () => {
    visit('/403?error=UNAUTHORIZED_ACCESS_ERROR')
    expect(await screen.findByText(LOGIN_NEEDED)).toBeInTheDocument()
  })

  it.each([
    ['/web3-sandbox', '11px', /^Web3 sandbox$/],
    ['/tokensale-ico-ea', '56px', /token sale$/],
  ])('renders the hidden page %s with its padding image', async (path, size, heading) => {
    const { container } = visit(path)
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
    expect(paddingImage(container, size)).not.toBeNull()
  })

  it.each(['/bee-haven', '/wallet-web3'])('says on %s how a trainer switches the local chain on, without a padding image', async (path) => {
    const { container } = visit(path)
    expect(await screen.findByText(/switches it on with application\.web3\.localChain: true/)).toBeInTheDocument()
    expect(container.querySelector('img[src*="padding"]')).toBeNull()
  })

  it.each(['/payment/other'])(
    'renders the later-release page on %s',
    async (path) => {
      visit(path)
      expect(await screen.findByText(LATER_RELEASE)).toBeInTheDocument()
    },
  )

  it('shows the score board preview on /score-board-preview', async () => {
    visit('/score-board-preview', undefined, { 'GET /api/Challenges/': { json: { status: 'success', data: [] } } })
    expect(await screen.findByText('This is a preview of the new score board.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the score board' })).toHaveAttribute('href', '/score-board')
  })

  it.each(['/', '/no/such/page', '/hacking-instructor'])('shows the shop on %s', async (path) => {
    visit(path)
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeInTheDocument()
  })

  it('shows the privacy policy with its padding image, beside the privacy & security entries', async () => {
    const { container } = visit('/privacy-security/privacy-policy')
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument()
    expect(paddingImage(container, '81px')).not.toBeNull()
    const entries = screen.getByRole('navigation', { name: 'Privacy & security' })
    expect(within(entries).getByRole('link', { name: 'Delete my data' })).toHaveAttribute('href', './dataerasure')
    expect(within(entries).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/privacy-security/change-password',
    )
  })

  it('finishes an OAuth return (access token in the fragment) and lands on the shop', async () => {
    const token = tokenWithRole('customer')
    const { router, server } = visit('/access_token=abc123&token_type=Bearer', undefined, {
      [`GET ${GOOGLE_USERINFO_URL}abc123`]: { json: { email: 'oauth.user@gmail.com' } },
      'POST /api/Users/': { status: 201, json: rowAnswer(publicUser({ id: 30, email: 'oauth.user@gmail.com' })) },
      'POST /rest/user/login': { json: { authentication: { token, bid: 4, umail: 'oauth.user@gmail.com' } } },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeInTheDocument()
    expect(server.requestsTo('POST', '/rest/user/login')[0].body).toMatchObject({ email: 'oauth.user@gmail.com', oauth: true })
  })

  it.each([
    ['/forgot-password', 'Forgot your password?'],
    ['/2fa/enter', 'Second login step'],
    ['/privacy-security', 'Privacy & security'],
    ['/privacy-security/last-login-ip', 'Last login IP'],
  ])('opens %s', async (path, heading) => {
    visit(path)
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
  })
})
