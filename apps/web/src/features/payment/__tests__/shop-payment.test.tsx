import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { stubServer, type FakeHandler } from '@/testing/fake-server'
import { renderScreen, tokenWithRole } from '@/testing/render'
import { DeluxeMembership } from '../components/deluxe-membership'
import { SavedPaymentMethods } from '../components/saved-payment-methods'
import { ShopPayment } from '../components/shop-payment'

const CARD = { id: 3, fullName: 'Jim', cardNum: '************4368', expMonth: 4, expYear: 2086 }
const JUICE = { id: 1, name: 'Apple Juice', description: '', price: 10, deluxePrice: 6, image: '', createdAt: '', updatedAt: '', deletedAt: null }

function stubShop(walletBalance: number, extra: Record<string, FakeHandler> = {}) {
  const basket = { id: 7, coupon: null, UserId: 5, Products: [{ ...JUICE, BasketItem: { id: 9, ProductId: 1, BasketId: 7, quantity: 2 } }] }
  return stubServer({
    'GET /rest/basket/7': { json: { status: 'success', data: basket } },
    'GET /api/Deliverys/1': { json: { status: 'success', data: { id: 1, name: 'One Day', price: 0.99, eta: 1, icon: '' } } },
    'GET /api/Cards': { json: { status: 'success', data: [CARD] } },
    'GET /rest/wallet/balance': { json: { status: 'success', data: walletBalance } },
    ...extra,
  })
}

beforeEach(() => {
  sessionStorage.setItem('bid', '7')
  sessionStorage.setItem('deliveryMethodId', '1')
})

describe('paying for an order', { timeout: 20_000 }, () => {
  it('shows what is due at the member price and continues with the chosen card', async () => {
    localStorage.setItem('token', tokenWithRole('deluxe'))
    stubShop(0)
    const user = userEvent.setup()
    renderScreen(<ShopPayment />, '/payment/shop')
    await waitFor(() => expect(screen.getByTestId('amount-due')).toHaveTextContent('12.99¤'))
    const next = screen.getByRole('button', { name: 'Continue with the selected card' })
    expect(next).toBeDisabled()
    await user.click(await screen.findByRole('radio', { name: /4368/ }))
    await user.click(next)
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument()
    expect(sessionStorage.getItem('paymentId')).toBe('3')
  })

  it('pays from the wallet only when it holds enough', async () => {
    localStorage.setItem('token', tokenWithRole('customer'))
    stubShop(20)
    const user = userEvent.setup()
    renderScreen(<ShopPayment />, '/payment/shop')
    await waitFor(() => expect(screen.getByTestId('amount-due')).toHaveTextContent('20.99¤'))
    await user.click(await screen.findByRole('button', { name: 'Pay from my wallet (20.00¤)' }))
    expect(screen.getByText('Your wallet does not hold enough for this order.')).toBeInTheDocument()
    expect(sessionStorage.getItem('paymentId')).toBeNull()
  })

  it('takes the wallet when it covers the order', async () => {
    localStorage.setItem('token', tokenWithRole('customer'))
    stubShop(100)
    const user = userEvent.setup()
    renderScreen(<ShopPayment />, '/payment/shop')
    await user.click(await screen.findByRole('button', { name: 'Pay from my wallet (100.00¤)' }))
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument()
    expect(sessionStorage.getItem('paymentId')).toBe('wallet')
  })
})

describe('saved payment methods', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.setItem('token', tokenWithRole('customer'))
  })

  it('says when no card is saved', async () => {
    stubServer({ 'GET /api/Cards': { json: { status: 'success', data: [] } } })
    renderScreen(<SavedPaymentMethods />, '/saved-payment-methods')
    expect(await screen.findByText(/no saved cards/i)).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Add a card' })).toBeInTheDocument()
  })

  it('removes a card and confirms it', async () => {
    const server = stubServer({
      'GET /api/Cards': { json: { status: 'success', data: [CARD] } },
      'DELETE /api/Cards/3': { json: { status: 'success' } },
    })
    const user = userEvent.setup()
    renderScreen(<SavedPaymentMethods />, '/saved-payment-methods')
    await user.click(await screen.findByRole('button', { name: 'Remove the card ending in 4368' }))
    expect(await screen.findByText('The card ending in 4368 has been removed.')).toBeInTheDocument()
    expect(server.requestsTo('DELETE', '/api/Cards/3')).toHaveLength(1)
  })
})

describe('deluxe membership for members', { timeout: 20_000 }, () => {
  it('shows the member state at once, asks for no price and offers no button', async () => {
    localStorage.setItem('token', tokenWithRole('deluxe'))
    const server = stubServer({})
    renderScreen(<DeluxeMembership />, '/deluxe-membership')
    expect(screen.getByTestId('deluxe-member')).toHaveTextContent('You are a deluxe member.')
    expect(screen.queryByRole('link', { name: 'Become a member' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('deluxe-status-error')).not.toBeInTheDocument()
    expect(server.requestsTo('GET', '/rest/deluxe-membership')).toHaveLength(0)
  })
})
