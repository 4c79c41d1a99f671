import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { storeToken } from '@/lib/auth-storage'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, tokenWithRole } from '@/testing/render'
import { RecycleForm } from '../components/recycle-form'

/** Typing and clicking through a whole form takes a while on a busy machine. */
const SLOW_UI_TEST_MS = 20_000

afterEach(() => localStorage.clear())

const ADDRESS = { id: 7, fullName: 'Jim', streetAddress: 'Main St 1', city: 'Springfield', zipCode: '12345', country: 'USA' }

function stubRecycling() {
  storeToken(tokenWithRole('customer'))
  return stubServer({
    'GET /api/Addresss': { json: { status: 'success', data: [ADDRESS] } },
    'POST /api/Recycles': { status: 201, json: { status: 'success', data: { id: 10 } } },
  })
}

describe('recycle form', () => {
  it('requests a box for a small quantity, with the requestor shown', async () => {
    const server = stubRecycling()
    renderScreen(<RecycleForm />)
    expect(screen.getByLabelText('Requestor')).toHaveValue('customer@juice-sh.op')
    const submit = screen.getByRole('button', { name: 'Request recycling' })
    await userEvent.type(screen.getByLabelText(/Quantity/), '5')
    expect(screen.getByText('The quantity must be between 10 and 1000 litres.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/Quantity/), '0')
    await userEvent.click(await screen.findByRole('radio', { name: /Main St 1/ }))
    expect(screen.queryByLabelText('Pick up at my address')).not.toBeInTheDocument()
    await userEvent.click(submit)
    await waitFor(() => expect(server.requestsTo('POST', '/api/Recycles')[0]?.body).toEqual({ AddressId: 7, quantity: 50, isPickup: false }))
    expect(await screen.findByText('Thanks! A recycling box is on its way to you.')).toBeInTheDocument()
  }, SLOW_UI_TEST_MS)

  it('offers a pickup with a date above 100 litres', async () => {
    const server = stubRecycling()
    renderScreen(<RecycleForm />)
    await userEvent.type(screen.getByLabelText(/Quantity/), '250')
    await userEvent.click(await screen.findByRole('radio', { name: /Main St 1/ }))
    await userEvent.click(screen.getByLabelText('Pick up at my address'))
    expect(screen.getByRole('button', { name: 'Request recycling' })).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Pickup date'), '2026-12-24')
    await userEvent.click(screen.getByRole('button', { name: 'Request recycling' }))
    await waitFor(() =>
      expect(server.requestsTo('POST', '/api/Recycles')[0]?.body).toEqual({ AddressId: 7, quantity: 250, isPickup: true, date: '2026-12-24' }),
    )
    expect(await screen.findByText('Thanks! We will pick up your pressings on 2026-12-24.')).toBeInTheDocument()
  }, SLOW_UI_TEST_MS)
})
