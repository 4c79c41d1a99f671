import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubServer } from '@/testing/fake-server'
import { renderScreen } from '@/testing/render'
import { CustomerFeedback } from '../components/customer-feedback'
import { RegisteredUsers } from '../components/registered-users'

const user = (id: number) => ({
  id,
  username: id === 1 ? 'admin' : '',
  email: `user${id}@juice-sh.op`,
  role: id === 1 ? ('admin' as const) : ('customer' as const),
  deluxeToken: '',
  lastLoginIp: id === 1 ? '10.0.0.1' : '',
  profileImage: 'assets/public/images/uploads/default.svg',
  isActive: true,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  deletedAt: null,
})

const feedback = (id: number) => ({ id, UserId: id, comment: `Comment number ${id}`, rating: (id % 5) + 1 })

const rows = (testId: string) => screen.findAllByTestId(testId)

describe('registered users', () => {
  it('lists ten users per page and pages on', async () => {
    stubServer({ 'GET /api/Users': { json: { status: 'success', data: Array.from({ length: 12 }, (_, index) => user(index + 1)) } } })
    const clicker = userEvent.setup()
    renderScreen(<RegisteredUsers />, '/administration')
    expect(await rows('user-row')).toHaveLength(10)
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument()
    await clicker.click(screen.getByRole('button', { name: /next page/i }))
    const secondPage = await rows('user-row')
    expect(secondPage).toHaveLength(2)
    expect(secondPage[0]).toHaveTextContent('user11@juice-sh.op')
  })

  it('renders each email as the markup it was registered with', async () => {
    const marked = { ...user(2), email: '<em id="marked">amy@juice-sh.op</em>' }
    stubServer({ 'GET /api/Users': { json: { status: 'success', data: [marked] } } })
    const { container } = renderScreen(<RegisteredUsers />, '/administration')
    await rows('user-row')
    expect(container.querySelector('#marked')).toHaveTextContent('amy@juice-sh.op')
  })

  it('opens the details of a user', async () => {
    const server = stubServer({
      'GET /api/Users': { json: { status: 'success', data: [user(1)] } },
      'GET /api/Users/1': { json: { status: 'success', data: user(1) } },
    })
    const clicker = userEvent.setup()
    renderScreen(<RegisteredUsers />, '/administration')
    await clicker.click(await screen.findByRole('button', { name: 'Show the details of user 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'User 1' })
    expect(await within(dialog).findByText('10.0.0.1')).toBeInTheDocument()
    expect(within(dialog).getByRole('rowheader', { name: 'Role' }).closest('tr')).toHaveTextContent('admin')
    expect(server.requestsTo('GET', '/api/Users/1')).toHaveLength(1)
    await clicker.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('customer feedback', () => {
  it('shows user, comment as markup and rating, ten per page', async () => {
    const entries = [{ ...feedback(1), comment: 'I love <b id="bold">this</b> shop!', rating: 5 }]
    entries.push(...Array.from({ length: 11 }, (_, index) => feedback(index + 2)))
    stubServer({ 'GET /api/Feedbacks': { json: { status: 'success', data: entries } } })
    const clicker = userEvent.setup()
    const { container } = renderScreen(<CustomerFeedback />, '/administration')
    const firstPage = await rows('feedback-row')
    expect(firstPage).toHaveLength(10)
    expect(container.querySelector('#bold')).toHaveTextContent('this')
    expect(within(firstPage[0]).getByRole('img', { name: '5 Stars' })).toBeInTheDocument()
    await clicker.click(screen.getByRole('button', { name: /next page/i }))
    expect(await rows('feedback-row')).toHaveLength(2)
  })

  it('deletes an entry and reloads the list', async () => {
    let entries = [feedback(1), feedback(2)]
    const server = stubServer({
      'GET /api/Feedbacks': () => ({ json: { status: 'success', data: entries } }),
      'DELETE /api/Feedbacks/2': () => {
        entries = [feedback(1)]
        return { json: { status: 'success', data: {} } }
      },
    })
    const clicker = userEvent.setup()
    renderScreen(<CustomerFeedback />, '/administration')
    await clicker.click(await screen.findByRole('button', { name: 'Delete feedback 2' }))
    await waitFor(() => expect(screen.getAllByTestId('feedback-row')).toHaveLength(1))
    expect(server.requestsTo('DELETE', '/api/Feedbacks/2')).toHaveLength(1)
    expect(server.requestsTo('GET', '/api/Feedbacks')).toHaveLength(2)
  })

  it('shows why a deletion failed', async () => {
    stubServer({
      'GET /api/Feedbacks': { json: { status: 'success', data: [feedback(1)] } },
      'DELETE /api/Feedbacks/1': { status: 401, json: { error: { message: 'No Authorization header was found' } } },
    })
    const clicker = userEvent.setup()
    renderScreen(<CustomerFeedback />, '/administration')
    await clicker.click(await screen.findByRole('button', { name: 'Delete feedback 1' }))
    expect(await screen.findByText('No Authorization header was found')).toBeInTheDocument()
    expect(screen.getAllByTestId('feedback-row')).toHaveLength(1)
  })
})
