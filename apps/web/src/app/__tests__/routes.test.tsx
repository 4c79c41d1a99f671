import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeSocket } from '@/testing/fake-socket'
import { renderRoutes, tokenWithRole } from '@/testing/render'
import { routes } from '../router'
import { stubShellServer } from './app-server-stub'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))

const LATER_RELEASE = 'This screen is not part of Pulp yet. It arrives in a later release.'
const LOGIN_NEEDED = 'Please log in to see this page.'
const ROLE_NEEDED = 'Your account is not allowed to see this page.'

function visit(path: string, role?: string) {
  if (role) localStorage.setItem('token', tokenWithRole(role))
  stubShellServer()
  return renderRoutes(routes, path)
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
    const { container } = visit('/administration', 'admin')
    expect(await screen.findByText(LATER_RELEASE)).toBeInTheDocument()
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
    expect(await screen.findByText(LATER_RELEASE)).toBeInTheDocument()
  })

  it('shows the error key given to /403', async () => {
    visit('/403?error=UNAUTHORIZED_ACCESS_ERROR')
    expect(await screen.findByText(LOGIN_NEEDED)).toBeInTheDocument()
  })

  it.each([
    ['/web3-sandbox', '11px'],
    ['/tokensale-ico-ea', '56px'],
    ['/privacy-security/privacy-policy', '81px'],
  ])('renders the later-release page with the padding image on %s', async (path, size) => {
    const { container } = visit(path)
    expect(await screen.findByText(LATER_RELEASE)).toBeInTheDocument()
    expect(paddingImage(container, size)).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/search')
  })

  it.each(['/basket', '/payment/deluxe', '/order-completion/5', '/track-result/new', '/2fa/enter', '/score-board-preview'])(
    'renders the later-release page on %s',
    async (path) => {
      visit(path)
      expect(await screen.findByText(LATER_RELEASE)).toBeInTheDocument()
    },
  )

  it.each(['/', '/no/such/page', '/hacking-instructor'])('shows the shop on %s', async (path) => {
    visit(path)
    expect(await screen.findByRole('heading', { name: 'All products' })).toBeInTheDocument()
  })

  it('treats an OAuth return with an access token as a later-release screen', async () => {
    visit('/access_token=abc123&token_type=Bearer')
    expect(await screen.findByText(LATER_RELEASE)).toBeInTheDocument()
  })
})
