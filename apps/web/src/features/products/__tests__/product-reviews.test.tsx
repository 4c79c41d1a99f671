import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { Review } from '@pulp/shared'
import { storeToken } from '@/lib/auth-storage'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, tokenWithRole } from '@/testing/render'
import { ProductReviews } from '../components/product-reviews'

const review = (id: string, author: string, extra: Partial<Review> = {}): Review => ({
  _id: id,
  product: 1,
  message: `Review by ${author}`,
  author,
  likesCount: 0,
  likedBy: [],
  ...extra,
})

/** Typing and clicking through a whole form takes a while on a busy machine. */
const SLOW_UI_TEST_MS = 20_000

afterEach(() => localStorage.clear())

describe('product reviews', () => {
  it('shows reviews without write, like or edit controls to a visitor', async () => {
    stubServer({ 'GET /rest/products/1/reviews': { json: { status: 'success' as const, data: [review('a', 'jim@juice-sh.op', { liked: true })] } } })
    renderScreen(<ProductReviews productId={1} />)
    expect(await screen.findByText('Review by jim@juice-sh.op')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Like this review' })).toBeDisabled()
    expect(screen.queryByLabelText('Write a review')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit review' })).not.toBeInTheDocument()
  }, SLOW_UI_TEST_MS)

  it('lets a customer write a review as themselves, then reloads the list', async () => {
    storeToken(tokenWithRole('customer'))
    let stored: Review[] = []
    const server = stubServer({
      'GET /rest/products/1/reviews': () => ({ json: { status: 'success' as const, data: stored } }),
      'PUT /rest/products/1/reviews': ({ body }) => {
        stored = [review('n', (body as Review).author, { message: (body as Review).message })]
        return { status: 201, json: { status: 'success' } }
      },
    })
    renderScreen(<ProductReviews productId={1} />)
    const submit = await screen.findByRole('button', { name: 'Submit review' })
    expect(submit).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Write a review'), 'Lovely')
    await userEvent.click(submit)
    expect(server.requestsTo('PUT', '/rest/products/1/reviews')[0].body).toEqual({ message: 'Lovely', author: 'customer@juice-sh.op' })
    expect(await screen.findByText('Lovely')).toBeInTheDocument()
    expect(await screen.findByText('Thanks, your review has been saved.')).toBeInTheDocument()
  }, SLOW_UI_TEST_MS)

  it('likes a review once and edits only the own review', async () => {
    storeToken(tokenWithRole('customer'))
    let liked = false
    const server = stubServer({
      'GET /rest/products/1/reviews': () => ({
        json: { status: 'success' as const, data: [review('a', 'jim@juice-sh.op', { liked, likesCount: liked ? 1 : 0 }), review('b', 'customer@juice-sh.op')] },
      }),
      'POST /rest/products/reviews': () => {
        liked = true
        return { json: { modified: 1 } }
      },
      'PATCH /rest/products/reviews': { json: { modified: 1 } },
    })
    renderScreen(<ProductReviews productId={1} />)
    const jims = (await screen.findByText('Review by jim@juice-sh.op')).closest('li') as HTMLElement
    await userEvent.click(within(jims).getByRole('button', { name: 'Like this review' }))
    await waitFor(() => expect(within(jims).getByRole('button', { name: 'Like this review' })).toBeDisabled())
    expect(within(jims).getByLabelText('Likes')).toHaveTextContent('1')
    expect(server.requestsTo('POST', '/rest/products/reviews')[0].body).toEqual({ id: 'a' })
    expect(within(jims).queryByRole('button', { name: 'Edit review' })).not.toBeInTheDocument()

    const own = screen.getByText('Review by customer@juice-sh.op').closest('li') as HTMLElement
    await userEvent.click(within(own).getByRole('button', { name: 'Edit review' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit review' })
    await userEvent.clear(within(dialog).getByLabelText(/Review/))
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText(/Review/), 'Changed my mind')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(server.requestsTo('PATCH', '/rest/products/reviews')[0]?.body).toEqual({ id: 'b', message: 'Changed my mind' }))
  }, SLOW_UI_TEST_MS)
})
