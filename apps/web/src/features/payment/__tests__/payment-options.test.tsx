import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getCookie } from '@/lib/cookies'
import { stubServer, type FakeHandler } from '@/testing/fake-server'
import { renderScreen, tokenWithRole } from '@/testing/render'
import { PaymentOptions } from '../components/payment-options'
import type { PaymentEntity } from '../components/use-payment'

type User = ReturnType<typeof userEvent.setup>

const CARD = { id: 3, fullName: 'Jim', cardNum: '************4321', expMonth: 4, expYear: 2086 }
const cardLabel = '************4321 · Jim · 04/2086'

function openPayment(entity: PaymentEntity, routes: Record<string, FakeHandler> = {}) {
  const server = stubServer({
    'GET /api/Cards': { json: { status: 'success', data: [CARD] } },
    'GET /rest/deluxe-membership': { json: { status: 'success', data: { membershipCost: 49 } } },
    'GET /rest/wallet/balance': { json: { status: 'success', data: 60 } },
    ...routes,
  })
  return { server, ...renderScreen(<PaymentOptions entity={entity} />, `/payment/${entity}`) }
}

async function chooseOption(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: option }))
}

describe('payment', () => {
  it('charges the chosen card for the wallet top-up and goes back to the wallet', async () => {
    sessionStorage.setItem('walletTotal', '100')
    let balance = 60
    const { server, router } = openPayment('wallet', {
      'GET /rest/wallet/balance': () => ({ json: { status: 'success', data: balance } }),
      'PUT /rest/wallet/balance': () => {
        balance += 100
        return { json: { status: 'success', data: 100 } }
      },
    })
    const user = userEvent.setup()
    expect(screen.getByTestId('amount-due')).toHaveTextContent('100.00¤')
    const pay = screen.getByRole('button', { name: 'Pay with the selected card' })
    expect(pay).toBeDisabled()
    expect(screen.queryByRole('button', { name: /pay from my wallet/i })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('radio', { name: cardLabel }))
    await user.click(pay)

    await waitFor(() => expect(router.state.location.pathname).toBe('/wallet'))
    expect(server.requestsTo('PUT', '/rest/wallet/balance')[0].body).toEqual({ balance: 100, paymentId: 3 })
    expect(sessionStorage.getItem('walletTotal')).toBeNull()
    expect(await screen.findByText('Your wallet has been topped up. New balance: 160.00¤')).toBeInTheDocument()
  })

  it('asks for an amount first when the wallet page handed none over', () => {
    openPayment('wallet')
    expect(screen.getByText('Choose the amount to add on the wallet page first.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Digital wallet' })).toHaveAttribute('href', '/wallet')
  })

  it('pays the membership by card and keeps the new token like a login', async () => {
    const token = tokenWithRole('deluxe')
    const { server, router } = openPayment('deluxe', {
      'POST /rest/deluxe-membership': { json: { status: 'success', data: { confirmation: 'Congratulations!', token } } },
    })
    const user = userEvent.setup()
    expect(await screen.findByTestId('amount-due')).toHaveTextContent('49.00¤')
    await user.click(await screen.findByRole('radio', { name: cardLabel }))
    await user.click(screen.getByRole('button', { name: 'Pay with the selected card' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'))
    expect(server.requestsTo('POST', '/rest/deluxe-membership')[0].body).toEqual({ paymentMode: 'card', paymentId: 3 })
    expect(localStorage.getItem('token')).toBe(token)
    expect(getCookie('token')).toBe(token)
  })

  it('pays the membership from the wallet, and shows a refusal', async () => {
    const { server } = openPayment('deluxe', {
      'POST /rest/deluxe-membership': { status: 400, json: { status: 'error', error: 'Insuffienct funds in Wallet' } },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Pay from my wallet (60.00¤)' }))
    expect(await screen.findByTestId('payment-failure')).toHaveTextContent('Insuffienct funds in Wallet')
    expect(server.requestsTo('POST', '/rest/deluxe-membership')[0].body).toEqual({ paymentMode: 'wallet' })
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('checks a new card and saves it as the chosen one', async () => {
    const saved = { id: 8, fullName: 'Amy', cardNum: 4716190207394368, expMonth: 12, expYear: 2090 }
    let cards = [CARD]
    const { server } = openPayment('deluxe', {
      'GET /api/Cards': () => ({ json: { status: 'success', data: cards } }),
      'POST /api/Cards/': () => {
        cards = [CARD, { ...saved, cardNum: '************4368' }]
        return { status: 201, json: { status: 'success', data: saved } }
      },
    })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add a card' }))
    const save = screen.getByRole('button', { name: 'Save card' })
    expect(save).toBeDisabled()

    const number = screen.getByLabelText(/^card number/i)
    await user.click(number)
    await user.tab()
    expect(screen.getByText('Please enter the card number.')).toBeInTheDocument()
    await user.type(number, '123456789012345')
    expect(screen.getByText('A card number has 16 digits.')).toBeInTheDocument()
    await user.type(number, '6')
    expect(screen.queryByText('A card number has 16 digits.')).not.toBeInTheDocument()
    await user.clear(number)
    await user.type(number, '4716190207394368')
    await user.type(screen.getByLabelText(/^name on the card/i), 'Amy')
    await chooseOption(user, 'Expiry month', '12')
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0))
    await user.click(screen.getByRole('combobox', { name: 'Expiry year' }))
    const years = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(years).toEqual(Array.from({ length: 20 }, (_, index) => String(2080 + index)))
    await user.click(screen.getByRole('option', { name: '2090' }))
    await user.click(save)

    expect(await screen.findByText('Your card ending in 4368 has been saved.')).toBeInTheDocument()
    expect(server.requestsTo('POST', '/api/Cards/')[0].body).toEqual({
      fullName: 'Amy',
      cardNum: 4716190207394368,
      expMonth: 12,
      expYear: 2090,
    })
    expect(await screen.findByRole('radio', { name: '************4368 · Amy · 12/2090' })).toBeChecked()
  }, 20_000)
})
