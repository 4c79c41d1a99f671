import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { BasketProduct, Product } from '@pulp/shared'
import { stubServer, type FakeHandler } from '@/testing/fake-server'
import { renderScreen, tokenWithRole } from '@/testing/render'
import { AddToBasketButton } from '../components/add-to-basket-button'
import { BasketView } from '../components/basket-view'

function product(id: number, name: string, price: number): Product {
  return { id, name, description: name, price, deluxePrice: price / 2, image: `${id}.jpg`, createdAt: '', updatedAt: '', deletedAt: null }
}

const inBasket = (item: Product, quantity: number, itemId = item.id * 10): BasketProduct => ({
  ...item,
  BasketItem: { id: itemId, ProductId: item.id, BasketId: 7, quantity, createdAt: '', updatedAt: '' },
})

const APPLE = product(1, 'Apple Juice', 1.99)
const BANANA = product(2, 'Banana Juice', 2.5)

function stubBasket(products: BasketProduct[], extra: Record<string, FakeHandler> = {}) {
  return stubServer({
    'GET /rest/basket/7': { json: { status: 'success', data: { id: 7, coupon: null, UserId: 5, Products: products } } },
    ...extra,
  })
}

beforeEach(() => {
  localStorage.setItem('token', tokenWithRole('customer'))
  sessionStorage.setItem('bid', '7')
})

describe('basket', { timeout: 20_000 }, () => {
  it('says so when the basket is empty', async () => {
    stubBasket([])
    renderScreen(<BasketView />, '/basket')
    expect(await screen.findByText(/Your basket is empty/)).toBeInTheDocument()
  })

  it('lists the items with their totals and never lets a quantity drop below 1', async () => {
    const server = stubBasket([inBasket(APPLE, 1), inBasket(BANANA, 2)], {
      'PUT /api/BasketItems/20': { json: { status: 'success', data: {} } },
      'PUT /api/BasketItems/10': { json: { status: 'success', data: {} } },
      'DELETE /api/BasketItems/20': { json: { status: 'success' } },
    })
    const user = userEvent.setup()
    renderScreen(<BasketView />, '/basket')
    const table = await screen.findByRole('table', { name: 'Basket' })
    expect(within(table).getByRole('row', { name: /Apple Juice/ })).toHaveTextContent('1.99¤')
    expect(within(table).getByRole('row', { name: /Banana Juice/ })).toHaveTextContent('5.00¤')
    expect(screen.getByRole('table', { name: 'Totals' })).toHaveTextContent('6.99¤')
    expect(screen.getByRole('button', { name: 'One Apple Juice less' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'One Banana Juice less' }))
    await waitFor(() => expect(server.requestsTo('PUT', '/api/BasketItems/20')[0]?.body).toEqual({ quantity: 1 }))
    await user.click(screen.getByRole('button', { name: 'One Apple Juice more' }))
    await waitFor(() => expect(server.requestsTo('PUT', '/api/BasketItems/10')[0]?.body).toEqual({ quantity: 2 }))
    await user.click(screen.getByRole('button', { name: 'Remove Banana Juice from the basket' }))
    await waitFor(() => expect(server.requestsTo('DELETE', '/api/BasketItems/20')).toHaveLength(1))
  })

  it('shows the server reason when a quantity cannot be raised', async () => {
    stubBasket([inBasket(APPLE, 1)], {
      'PUT /api/BasketItems/10': { status: 400, json: { error: 'We are out of stock! Sorry for the inconvenience.' } },
    })
    const user = userEvent.setup()
    renderScreen(<BasketView />, '/basket')
    await user.click(await screen.findByRole('button', { name: 'One Apple Juice more' }))
    expect(await screen.findByText('We are out of stock! Sorry for the inconvenience.')).toBeInTheDocument()
  })

  it('checks the coupon length, then shows the discount or why the coupon was refused', async () => {
    stubBasket([inBasket(APPLE, 1)], {
      [`PUT /rest/basket/7/coupon/${encodeURIComponent('n<Mibh.u)v')}`]: { json: { discount: 50 } },
      'PUT /rest/basket/7/coupon/AAAAAAAAAA': { status: 404, text: 'Invalid coupon.' },
    })
    const user = userEvent.setup()
    renderScreen(<BasketView />, '/basket')
    const coupon = await screen.findByRole('textbox', { name: /Coupon code/ })
    const redeem = screen.getByRole('button', { name: 'Redeem' })
    await user.type(coupon, 'short')
    expect(screen.getByText('A coupon code has exactly 10 characters.')).toBeInTheDocument()
    expect(redeem).toBeDisabled()

    await user.clear(coupon)
    await user.type(coupon, 'AAAAAAAAAA')
    await user.click(redeem)
    expect(await screen.findByTestId('coupon-outcome')).toHaveTextContent('Invalid coupon.')

    await user.clear(coupon)
    await user.type(coupon, 'n<Mibh.u)v')
    await user.click(redeem)
    await waitFor(() => expect(screen.getByTestId('coupon-outcome')).toHaveTextContent('discount of 50%'))
    expect(sessionStorage.getItem('couponDiscount')).toBe('50')
  })

  it('refuses a campaign coupon on any other day than its own', async () => {
    const server = stubBasket([inBasket(APPLE, 1)])
    const user = userEvent.setup()
    renderScreen(<BasketView />, '/basket')
    await user.type(await screen.findByRole('textbox', { name: /Coupon code/ }), 'WMNSDY2019')
    await user.click(screen.getByRole('button', { name: 'Redeem' }))
    expect(await screen.findByTestId('coupon-outcome')).toHaveTextContent('This coupon is not valid.')
    expect(server.requests.filter(({ path }) => path.includes('/coupon/'))).toHaveLength(0)
    expect(sessionStorage.getItem('couponDetails')).toBeNull()
  })

  it('goes on to the address selection at checkout', async () => {
    stubBasket([inBasket(APPLE, 1)])
    const user = userEvent.setup()
    renderScreen(<BasketView />, '/basket')
    await user.click(await screen.findByRole('button', { name: 'Checkout' }))
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument()
  })
})

describe('add to basket', { timeout: 20_000 }, () => {
  it('is not offered to visitors who are not logged in', () => {
    localStorage.clear()
    stubServer({})
    renderScreen(<AddToBasketButton product={APPLE} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('puts a new product into the basket with quantity 1', async () => {
    const server = stubBasket([], { 'POST /api/BasketItems/': { json: { status: 'success', data: {} } } })
    const user = userEvent.setup()
    renderScreen(<AddToBasketButton product={APPLE} />)
    await user.click(screen.getByRole('button', { name: 'Add Apple Juice to the basket' }))
    expect(await screen.findByText('Placed Apple Juice into your basket.')).toBeInTheDocument()
    expect(server.requestsTo('POST', '/api/BasketItems/')[0].body).toEqual({ ProductId: 1, BasketId: '7', quantity: 1 })
  })

  it('raises the quantity of a product already in the basket', async () => {
    const server = stubBasket([inBasket(APPLE, 2)], { 'PUT /api/BasketItems/10': { json: { status: 'success', data: {} } } })
    const user = userEvent.setup()
    renderScreen(<AddToBasketButton product={APPLE} />)
    await user.click(screen.getByRole('button', { name: 'Add Apple Juice to the basket' }))
    expect(await screen.findByText('Added another Apple Juice to your basket.')).toBeInTheDocument()
    expect(server.requestsTo('PUT', '/api/BasketItems/10')[0].body).toEqual({ quantity: 3 })
  })

  it('shows the stock limit the server answers', async () => {
    stubBasket([], {
      'POST /api/BasketItems/': { status: 400, json: { error: 'You can order only up to 5 items of this product.' } },
    })
    const user = userEvent.setup()
    renderScreen(<AddToBasketButton product={APPLE} />)
    await user.click(screen.getByRole('button', { name: 'Add Apple Juice to the basket' }))
    expect(await screen.findByText('You can order only up to 5 items of this product.')).toBeInTheDocument()
  })
})
