import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '@pulp/shared'
import { createFakeSocket } from '@/testing/fake-socket'
import { stubServer, type FakeHandler } from '@/testing/fake-server'
import { renderScreen, tokenWithRole } from '@/testing/render'
import { SearchResults } from '../components/search-results'
import { columnsForWidth } from '../hooks/use-grid-columns'

const fakeSocket = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createFakeSocket> | undefined }))
vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket.current }))

function product(id: number, name: string, price = id + 0.99): Product {
  return {
    id,
    name,
    description: `All about <a href="https://example.org/${id}">${name}</a>`,
    price,
    deluxePrice: price - 0.5,
    image: `${id}.jpg`,
    createdAt: '2026-01-01',
    updatedAt: '2026-01-01',
    deletedAt: null,
  }
}

const fifteenProducts = Array.from({ length: 15 }, (_, index) => product(index + 1, `Juice ${String(index + 1).padStart(2, '0')}`))

/** The search page passes ?q to the results; these tests hand the query over directly. */
function renderSearch(query = '') {
  return renderScreen(<SearchResults query={query} />, '/search')
}

function stubShop(search: Record<string, Product[]>, extra: Record<string, FakeHandler> = {}) {
  return stubServer({
    ...Object.fromEntries(
      Object.entries(search).map(([query, products]) => [
        `GET /rest/products/search?q=${encodeURIComponent(query)}`,
        { json: { status: 'success', data: products } },
      ]),
    ),
    'GET /api/Quantitys/': {
      json: {
        status: 'success',
        data: [
          { id: 1, ProductId: 1, quantity: 0, limitPerUser: null },
          { id: 2, ProductId: 2, quantity: 3, limitPerUser: null },
          { id: 3, ProductId: 3, quantity: 50, limitPerUser: null },
        ],
      },
    },
    ...extra,
  })
}

describe('search page', () => {
  beforeEach(() => {
    fakeSocket.current = createFakeSocket()
  })

  it('shows 12 tiles with name, two-decimal price and stock ribbons, and pages through the rest', async () => {
    stubShop({ '': fifteenProducts })
    const user = userEvent.setup()
    renderSearch()

    expect(await screen.findAllByRole('article')).toHaveLength(12)
    const first = screen.getByRole('article', { name: 'Juice 01' })
    expect(within(first).getByText('1.99¤')).toBeInTheDocument()
    expect(within(first).getByText('Sold out')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Juice 02' })).getByText('Only 3 in stock')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Juice 03' })).queryByText(/stock|sold/i)).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'All products' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /next page/i }))
    expect(screen.getAllByRole('article').map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Juice 13',
      'Juice 14',
      'Juice 15',
    ])
  })

  it('offers 12, 24 and 36 products per page', async () => {
    stubShop({ '': fifteenProducts })
    const user = userEvent.setup()
    renderSearch()
    await screen.findAllByRole('article')
    const pageSize = screen.getByRole('combobox', { name: /products per page/i })
    const options = within(pageSize).getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual(['12', '24', '36'])
    await user.selectOptions(pageSize, '24')
    expect(screen.getAllByRole('article')).toHaveLength(15)
  })

  it('shows deluxe prices to deluxe members', async () => {
    localStorage.setItem('token', tokenWithRole('deluxe'))
    stubShop({ '': [product(3, 'Apple Juice', 1.99)] })
    renderSearch()
    expect(await screen.findByText('1.49¤')).toBeInTheDocument()
  })

  it('shows the no-result card when nothing matches', async () => {
    stubShop({ durian: [] })
    renderSearch('durian')
    const card = await screen.findByTestId('no-results')
    expect(card).toHaveTextContent('We found nothing for that.')
    expect(card.querySelector('img')).toHaveAttribute('src', 'assets/public/images/no-results.svg')
  })

  it('renders the search value as HTML and reports it to the server over the socket', async () => {
    const payload = '<iframe title="injected" src="about:blank"></iframe><b>bold</b>'
    stubShop({ [payload]: [] })
    const { container } = renderSearch(payload)
    await screen.findByTestId('no-results')

    const searchValue = container.querySelector('#searchValue')!
    expect(within(searchValue as HTMLElement).getByTitle('injected').tagName).toBe('IFRAME')
    expect(within(searchValue as HTMLElement).getByText('bold').tagName).toBe('B')
    expect(fakeSocket.current!.emit).toHaveBeenCalledWith('verifyLocalXssChallenge', payload)
  })

  it('opens a 500px product dialog with the HTML description and the reviews', async () => {
    stubShop(
      { '': [product(1, 'Apple Juice'), product(2, 'Banana Juice')] },
      {
        'GET /rest/products/1/reviews': {
          json: { status: 'success', data: [{ _id: 'r1', product: 1, message: 'Tasty!', author: 'bender@juice-sh.op', likesCount: 2, likedBy: [] }] },
        },
        'GET /rest/products/2/reviews': { json: { status: 'success', data: [] } },
      },
    )
    const user = userEvent.setup()
    renderSearch()
    await user.click(await screen.findByRole('button', { name: /apple juice/i }))

    const dialog = await screen.findByRole('dialog', { name: 'Apple Juice' })
    expect(dialog).toHaveStyle({ width: '500px' })
    expect(within(dialog).getByRole('link', { name: 'Apple Juice' })).toHaveAttribute('href', 'https://example.org/1')
    expect(await within(dialog).findByText('Tasty!')).toBeInTheDocument()
    expect(within(dialog).getByText('bender@juice-sh.op')).toBeInTheDocument()
    expect(within(dialog).getByText('2')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: /banana juice/i }))
    expect(await screen.findByText('Nobody has reviewed this product yet.')).toBeInTheDocument()
  })
})

describe('grid columns', () => {
  it('follows the spec breakpoints', () => {
    expect([849, 850, 1279, 1280, 1739, 1740, 2599, 2600].map(columnsForWidth)).toEqual([1, 2, 2, 3, 3, 4, 4, 6])
  })
})
