import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Product } from '@pulp/shared'
import { stubServer, type FakeHandler } from '@/testing/fake-server'
import { renderScreen, tokenWithRole } from '@/testing/render'
import { AccountingOrders } from '../components/accounting-orders'
import { AccountingProducts } from '../components/accounting-products'

const product = (id: number): Product => ({
  id,
  name: `Juice ${String(id).padStart(2, '0')}`,
  description: '',
  price: id + 0.5,
  deluxePrice: id,
  image: '',
  createdAt: '',
  updatedAt: '',
  deletedAt: null,
})
const PRODUCTS = Array.from({ length: 12 }, (_, index) => product(index + 1))
const QUANTITIES = PRODUCTS.map(({ id }) => ({ id: id + 100, ProductId: id, quantity: 20, limitPerUser: null }))

beforeEach(() => {
  localStorage.setItem('token', tokenWithRole('accounting'))
})

// Ten rows of editable fields take a while to render on a busy machine.
describe('accounting products', { timeout: 20_000 }, () => {
  function stubCatalogue(extra: Record<string, FakeHandler> = {}) {
    return stubServer({
      'GET /api/Products': { json: { status: 'success', data: PRODUCTS } },
      'GET /api/Quantitys/': { json: { status: 'success', data: QUANTITIES } },
      ...extra,
    })
  }

  it('shows ten products per page', async () => {
    stubCatalogue()
    const user = userEvent.setup()
    renderScreen(<AccountingProducts />, '/accounting')
    expect(await screen.findByRole('rowheader', { name: 'Juice 10' })).toBeInTheDocument()
    expect(screen.queryByRole('rowheader', { name: 'Juice 11' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /next page/i }))
    expect(await screen.findByRole('rowheader', { name: 'Juice 11' })).toBeInTheDocument()
  })

  it('saves a new price, and a negative one as 0', async () => {
    const server = stubCatalogue({
      'PUT /api/Products/1': ({ body }) => ({ json: { status: 'success', data: { ...PRODUCTS[0], ...(body as object) } } }),
    })
    const user = userEvent.setup()
    renderScreen(<AccountingProducts />, '/accounting')
    const price = await screen.findByRole('spinbutton', { name: 'Price of Juice 01' })
    await user.clear(price)
    await user.type(price, '3.75')
    await user.click(screen.getByRole('button', { name: 'Save: Price of Juice 01' }))
    expect(await screen.findByText('Juice 01 now costs 3.75¤.')).toBeInTheDocument()
    await user.clear(price)
    await user.type(price, '-2')
    await user.click(screen.getByRole('button', { name: 'Save: Price of Juice 01' }))
    await waitFor(() => expect(server.requestsTo('PUT', '/api/Products/1')).toHaveLength(2))
    expect(server.requestsTo('PUT', '/api/Products/1').map(({ body }) => body)).toEqual([{ price: 3.75 }, { price: 0 }])
    expect(price).toHaveValue(0)
  })

  it('shows why the server refused a stock change', async () => {
    const server = stubCatalogue({
      'PUT /api/Quantitys/101': { status: 403, json: { error: { message: 'Access denied to IP address: 1.2.3.4' } } },
    })
    const user = userEvent.setup()
    renderScreen(<AccountingProducts />, '/accounting')
    const quantity = await screen.findByRole('spinbutton', { name: 'Stock of Juice 01' })
    await user.clear(quantity)
    await user.type(quantity, '50')
    await user.click(screen.getByRole('button', { name: 'Save: Stock of Juice 01' }))
    expect(await screen.findByText('Access denied to IP address: 1.2.3.4')).toBeInTheDocument()
    expect(server.requestsTo('PUT', '/api/Quantitys/101')[0].body).toEqual({ quantity: 50 })
  })
})

describe('accounting orders', () => {
  it('switches an order between in transit and delivered, sending its current state', async () => {
    const orders = [
      { _id: 'd1', orderId: 'aaaa-1', totalPrice: 8.96, products: [], bonus: 0, eta: '2', delivered: false, email: '' },
    ]
    const server = stubServer({
      'GET /rest/order-history/orders': { json: { status: 'success', data: orders } },
      'PUT /rest/order-history/d1/delivery-status': { json: { status: 'success' } },
    })
    const user = userEvent.setup()
    renderScreen(<AccountingOrders />, '/accounting')
    const toggle = await screen.findByRole('switch', { name: 'Order aaaa-1 delivered' })
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    await waitFor(() => expect(server.requestsTo('PUT', '/rest/order-history/d1/delivery-status')).toHaveLength(1))
    expect(server.requestsTo('PUT', '/rest/order-history/d1/delivery-status')[0].body).toEqual({ deliveryStatus: false })
  })
})
