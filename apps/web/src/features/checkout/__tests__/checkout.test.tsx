import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Order } from '@pulp/shared'
import { stubServer, type FakeHandler, type FakeRoutes } from '@/testing/fake-server'
import { renderRoutes, renderScreen, tokenWithRole } from '@/testing/render'
import { DeliveryMethodChoice } from '../components/delivery-method'
import { OrderCompletion } from '../components/order-completion'
import { OrderSummary } from '../components/order-summary'

const ADDRESS = { id: 4, fullName: 'Jim Kirk', mobileNum: 5551234, zipCode: '10115', streetAddress: 'Road 1', city: 'Berlin', state: null, country: 'Germany' }
const METHODS = [
  { id: 1, name: 'One Day Delivery', price: 0.99, eta: 1, icon: 'fas fa-rocket' },
  { id: 3, name: 'Standard Delivery', price: 0, eta: 5, icon: 'fas fa-truck' },
]
const APPLE = { id: 1, name: 'Apple Juice', description: '', price: 2, deluxePrice: 1, image: '1.jpg', createdAt: '', updatedAt: '', deletedAt: null }
const ORDER: Order = {
  _id: 'doc1',
  orderId: '5267-f9cd5882f54c75a3',
  email: 'j*m@j**c*-sh.*p',
  totalPrice: 8.99,
  products: [{ id: 1, name: 'Apple Juice', price: 2, quantity: 4, total: 8, bonus: 0 }],
  bonus: 0,
  eta: '1',
  delivered: false,
  addressId: 4,
  paymentId: 'wallet',
  deliveryPrice: 0.99,
  promotionalAmount: '0',
}

beforeEach(() => {
  localStorage.setItem('token', tokenWithRole('customer'))
  sessionStorage.setItem('bid', '7')
})

describe('delivery method', { timeout: 20_000 }, () => {
  it('shows the chosen address and each method with its price and days, and remembers the choice', async () => {
    sessionStorage.setItem('addressId', '4')
    stubServer({
      'GET /api/Addresss/4': { json: { status: 'success', data: ADDRESS } },
      'GET /api/Deliverys': { json: { status: 'success', data: METHODS } },
    })
    const user = userEvent.setup()
    renderScreen(<DeliveryMethodChoice />, '/delivery-method')
    const address = await screen.findByRole('region', { name: 'Delivery address' })
    await waitFor(() => expect(address).toHaveTextContent('Road 1, Berlin, 10115'))
    expect(await screen.findByRole('row', { name: /One Day Delivery/ })).toHaveTextContent('0.99¤1 day')
    expect(screen.getByRole('row', { name: /Standard Delivery/ })).toHaveTextContent('0.00¤5 days')
    const next = screen.getByRole('button', { name: 'Continue' })
    expect(next).toBeDisabled()
    await user.click(screen.getByRole('radio', { name: 'Standard Delivery' }))
    await user.click(next)
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument()
    expect(sessionStorage.getItem('deliveryMethodId')).toBe('3')
  })
})

describe('order summary', { timeout: 20_000 }, () => {
  function stubCheckout(checkout: FakeHandler) {
    sessionStorage.setItem('addressId', '4')
    sessionStorage.setItem('deliveryMethodId', '1')
    sessionStorage.setItem('paymentId', 'wallet')
    sessionStorage.setItem('couponDiscount', '10')
    const basket = { id: 7, coupon: null, UserId: 5, Products: [{ ...APPLE, BasketItem: { id: 9, ProductId: 1, BasketId: 7, quantity: 4 } }] }
    return stubServer({
      'GET /rest/basket/7': { json: { status: 'success', data: basket } },
      'GET /api/Addresss/4': { json: { status: 'success', data: ADDRESS } },
      'GET /api/Deliverys/1': { json: { status: 'success', data: METHODS[0] } },
      'GET /api/Cards': { json: { status: 'success', data: [] } },
      'POST /rest/basket/7/checkout': checkout,
    })
  }

  it('shows address, payment, items and totals with the coupon, then places the order', async () => {
    const server = stubCheckout({ json: { orderConfirmation: ORDER.orderId } })
    const user = userEvent.setup()
    const { router } = renderRoutes(
      [
        { path: '/order-summary', element: <OrderSummary /> },
        { path: '/order-completion/:id', element: <p>done</p> },
      ],
      '/order-summary',
    )
    expect(await screen.findByRole('region', { name: 'Payment method' })).toHaveTextContent('Digital wallet')
    const totals = await screen.findByRole('table', { name: 'Totals' })
    await waitFor(() => expect(within(totals).getByRole('row', { name: /Delivery/ })).toHaveTextContent('0.99¤'))
    expect(within(totals).getByRole('row', { name: /Items/ })).toHaveTextContent('8.00¤')
    expect(within(totals).getByRole('row', { name: /Promotion/ })).toHaveTextContent('0.80¤')
    expect(within(totals).getByRole('row', { name: /Total price/ })).toHaveTextContent('8.19¤')
    await user.click(screen.getByRole('button', { name: 'Place your order and pay' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-completion/${ORDER.orderId}`))
    expect(server.requestsTo('POST', '/rest/basket/7/checkout')[0].body).toEqual({
      orderDetails: { addressId: '4', deliveryMethodId: '1', paymentId: 'wallet' },
    })
    expect(sessionStorage.getItem('couponDiscount')).toBeNull()
  })

  it('shows why an order could not be placed', async () => {
    stubCheckout({ status: 500, json: { error: { message: 'Insufficient wallet balance.' } } })
    const user = userEvent.setup()
    renderScreen(<OrderSummary />, '/order-summary')
    const place = await screen.findByRole('button', { name: 'Place your order and pay' })
    await user.click(place)
    expect(await screen.findByTestId('checkout-failure')).toHaveTextContent('Insufficient wallet balance.')
  })
})

describe('order completion', { timeout: 20_000 }, () => {
  it('thanks, lists the items and totals, the bonus, and links the PDF confirmation and a tweet', async () => {
    stubServer({
      [`GET /rest/track-order/${ORDER.orderId}`]: { json: { status: 'success', data: [{ ...ORDER, bonus: 4 }] } },
      'GET /api/Addresss/4': { json: { status: 'success', data: ADDRESS } },
    } as unknown as FakeRoutes) // a computed key: the contract is checked when the test runs
    renderScreen(<OrderCompletion orderId={ORDER.orderId} />, '/order-completion/x')
    expect(await screen.findByText(/Thank you for your order!/)).toHaveTextContent(ORDER.orderId)
    expect(screen.getByRole('table', { name: 'Ordered products' })).toHaveTextContent('Apple Juice2.00¤48.00¤')
    expect(screen.getByRole('table', { name: 'Totals' })).toHaveTextContent('8.99¤')
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent('Expected delivery in 1 day.')
    expect(screen.getByTestId('bonus-points')).toHaveTextContent('4 bonus points')
    expect(screen.getByRole('link', { name: 'Order confirmation (PDF)' })).toHaveAttribute(
      'href',
      `./ftp/order_${ORDER.orderId}.pdf`,
    )
    const tweet = screen.getByRole('link', { name: 'Tweet about it' }).getAttribute('href') ?? ''
    expect(tweet).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?text=/)
    expect(decodeURIComponent(tweet.split('text=')[1])).toContain('Apple Juice')
    const address = await screen.findByRole('region', { name: 'Delivery address' })
    await waitFor(() => expect(address).toHaveTextContent('Jim Kirk'))
  })
})
