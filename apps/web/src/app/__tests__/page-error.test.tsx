import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeSocket } from '@/testing/fake-socket'
import { renderRoutes } from '@/testing/render'
import { routes } from '../router'
import { stubShellServer } from './app-server-stub'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))

// The login page stands for any screen with a render bug.
vi.mock('../routes/login', () => ({
  default: function BrokenPage(): never {
    throw new Error('broken page')
  },
}))

function BrokenShell(): never {
  throw new Error('broken shell')
}

describe('a page that fails to render', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  it('shows what happened inside the shell, and the way back leads to a working shop', async () => {
    stubShellServer()
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/login')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.')
    expect(screen.getByRole('button', { name: 'Open the menu' })).toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: 'Back to the shop' }))
    expect(router.state.location.pathname).toBe('/search')
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument()
  })

  it('falls back to the route error page with the way back when the shell itself fails', async () => {
    stubShellServer()
    renderRoutes([{ ...routes[0], element: <BrokenShell /> }], '/search')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/search')
  })
})
