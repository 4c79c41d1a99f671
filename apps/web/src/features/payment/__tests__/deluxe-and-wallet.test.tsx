import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeSocket } from '@/testing/fake-socket'
import { stubServer } from '@/testing/fake-server'
import { renderScreen } from '@/testing/render'
import { DeluxeMembership } from '../components/deluxe-membership'
import { WalletOverview } from '../components/wallet-overview'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))

describe('deluxe membership', () => {
  it('lists the benefits, shows the cost and leads to the payment', async () => {
    stubServer({ 'GET /rest/deluxe-membership': { json: { status: 'success', data: { membershipCost: 49 } } } })
    renderScreen(<DeluxeMembership />, '/deluxe-membership')
    expect(await screen.findByTestId('membership-cost')).toHaveTextContent('Membership: 49.00¤')
    const benefits = screen.getByRole('list', { name: 'Member benefits' })
    for (const benefit of ['Deals and offers', 'Free fast delivery', 'Unlimited purchase']) {
      expect(within(benefits).getByText(benefit)).toBeInTheDocument()
    }
    expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/payment/deluxe')
  })

  it('shows the server reason at the top when the user cannot join', async () => {
    stubServer({
      'GET /rest/deluxe-membership': { status: 400, json: { status: 'error', error: 'You are already a deluxe member!' } },
    })
    renderScreen(<DeluxeMembership />, '/deluxe-membership')
    expect(await screen.findByTestId('deluxe-status-error')).toHaveTextContent('You are already a deluxe member!')
    expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.queryByTestId('membership-cost')).not.toBeInTheDocument()
  })

  it('still shows a test decal asked for in the address, and tells the server', async () => {
    fakeSocket.current = createFakeSocket()
    stubServer({ 'GET /rest/deluxe-membership': { json: { status: 'success', data: { membershipCost: 49 } } } })
    const decal = '../../../redirect?to=https://cataas.com/cat'
    const { container } = renderScreen(<DeluxeMembership />, `/deluxe-membership?testDecal=${encodeURIComponent(decal)}`)
    await screen.findByTestId('membership-cost')
    expect(container.querySelector('img')).toHaveAttribute('src', `assets/public/images/${decal}`)
    expect(fakeSocket.current.emit).toHaveBeenCalledWith('verifySvgInjectionChallenge', decal)
  })
})

describe('wallet', () => {
  it('shows the balance and checks the top-up amount (10 to 1000)', async () => {
    stubServer({ 'GET /rest/wallet/balance': { json: { status: 'success', data: 12.5 } } })
    const user = userEvent.setup()
    renderScreen(<WalletOverview />, '/wallet')
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('12.50¤'))
    const amount = screen.getByLabelText(/^amount to add/i)
    const button = screen.getByRole('button', { name: 'Continue' })
    expect(button).toBeDisabled()

    await user.click(amount)
    await user.tab()
    expect(screen.getByText('Please enter an amount.')).toBeInTheDocument()
    await user.type(amount, '9')
    expect(screen.getByText('Choose an amount from 10 to 1000.')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '1001')
    expect(screen.getByText('Choose an amount from 10 to 1000.')).toBeInTheDocument()
    expect(button).toBeDisabled()
  })

  it('hands the amount to the payment page', async () => {
    stubServer({ 'GET /rest/wallet/balance': { json: { status: 'success', data: 0 } } })
    const user = userEvent.setup()
    const { router } = renderScreen(<WalletOverview />, '/wallet')
    await user.type(screen.getByLabelText(/^amount to add/i), '100')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/wallet'))
    expect(sessionStorage.getItem('walletTotal')).toBe('100')
  })
})
