import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Order } from '@pulp/shared'
import { stubServer, type FakeRoutes } from '@/testing/fake-server'
import { renderRoutes, renderScreen, tokenWithRole } from '@/testing/render'
import { OrderHistory } from '../components/order-history'
import { TrackResult } from '../components/track-result'

const order = (orderId: string, changes: Partial<Order> = {}): Order => ({
  _id: `doc-${orderId}`,
  orderId,
  email: 'j*m@j**c*-sh.*p',
  totalPrice: 8.96,
  products: [{ id: 1, name: 'Apple Juice', price: 1.99, quantity: 3, total: 5.97, bonus: 0 }],
  bonus: 3,
  eta: '5',
  delivered: false,
  ...changes,
})

const tracking = (data: Partial<Order>[]) => ({ json: { status: 'success', data } })

function trackAt(path: string, orderId: string, data: Partial<Order>[]) {
  stubServer({ [`GET /rest/track-order/${encodeURIComponent(orderId)}`]: tracking(data) } as FakeRoutes)
  return renderRoutes(
    [
      { path: '/track-result', element: <TrackResult /> },
      { path: '/track-result/new', element: <TrackResult /> },
    ],
    `${path}?id=${encodeURIComponent(orderId)}`,
  )
}

beforeEach(() => {
  localStorage.setItem('token', tokenWithRole('customer'))
})

describe('order history', { timeout: 20_000 }, () => {
  it('says when no order has been placed', async () => {
    stubServer({ 'GET /rest/order-history': { json: { status: 'success', data: [] } } })
    renderScreen(<OrderHistory />, '/order-history')
    expect(await screen.findByText('No orders have been placed yet.')).toBeInTheDocument()
  })

  it('shows each order with its total, bonus, delivery state, tracking and PDF', async () => {
    stubServer({
      'GET /rest/order-history': {
        json: { status: 'success', data: [order('aaaa-1'), order('bbbb-2', { delivered: true, eta: '0', totalPrice: 26.97 })] },
      },
    })
    renderScreen(<OrderHistory />, '/order-history')
    const first = await screen.findByRole('region', { name: 'Order aaaa-1' })
    expect(first).toHaveTextContent('Total: 8.96¤')
    expect(first).toHaveTextContent('Bonus: 3')
    expect(first).toHaveTextContent('In transit')
    expect(within(first).getByRole('link', { name: 'Track the order' })).toHaveAttribute('href', '/track-result?id=aaaa-1')
    expect(within(first).getByRole('link', { name: 'Print the order (PDF)' })).toHaveAttribute('href', './ftp/order_aaaa-1.pdf')
    const second = screen.getByRole('region', { name: 'Order bbbb-2' })
    expect(second).toHaveTextContent('Delivered')
    expect(second).toHaveTextContent('Total: 26.97¤')
  })
})

describe('track result', { timeout: 20_000 }, () => {
  it('shows a fresh order as New on /track-result/new', async () => {
    trackAt('/track-result/new', 'aaaa-1', [order('aaaa-1', { eta: '1' })])
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent('Status: New')
    expect(screen.getByRole('table', { name: 'Ordered products' })).toHaveTextContent('Apple Juice')
  })

  it.each([
    ['5', false, 'Packing'],
    ['1', false, 'In transit'],
    ['0', true, 'Delivered'],
  ])('shows an order due in %s days (delivered: %s) as %s', async (eta, delivered, status) => {
    trackAt('/track-result', 'aaaa-1', [order('aaaa-1', { eta, delivered })])
    expect(await screen.findByTestId('tracking-status')).toHaveTextContent(`Status: ${status}`)
  })

  it('renders the id the server echoes as markup, and says when there is no such order', async () => {
    const id = '<b>unknown</b>'
    trackAt('/track-result', id, [{ orderId: id }])
    expect(await screen.findByText('No order with this id was found.')).toBeInTheDocument()
    expect(within(screen.getByTestId('tracked-order-id')).getByText('unknown').tagName).toBe('B')
  })
})
