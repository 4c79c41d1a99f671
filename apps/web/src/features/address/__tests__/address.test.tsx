import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Address } from '@pulp/shared'
import { stubServer } from '@/testing/fake-server'
import { renderRoutes, renderScreen, tokenWithRole } from '@/testing/render'
import { AddressList } from '../components/address-list'
import { CreateAddressForm, EditAddressForm } from '../components/address-form'

const HOME: Address = {
  id: 4,
  UserId: 5,
  fullName: 'Jim Kirk',
  mobileNum: 5551234,
  zipCode: '10115',
  streetAddress: 'Enterprise Road 1',
  city: 'Berlin',
  state: null,
  country: 'Germany',
  createdAt: '',
  updatedAt: '',
}

const listOf = (addresses: Address[]) => ({ json: { status: 'success', data: addresses } })
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) })

beforeEach(() => {
  localStorage.setItem('token', tokenWithRole('customer'))
})

describe('address form', { timeout: 20_000 }, () => {
  it('checks every rule before it lets the address be saved', async () => {
    stubServer({})
    const user = userEvent.setup()
    renderScreen(<CreateAddressForm />, '/address/create')
    const submit = screen.getByRole('button', { name: 'Submit' })
    expect(submit).toBeDisabled()
    for (const name of ['Country', 'Name', 'Mobile number', 'Zip code', 'Street address', 'City']) {
      await user.click(field(name))
    }
    await user.click(field('State'))
    expect(screen.getByText('Please enter the country.')).toBeInTheDocument()
    expect(screen.getByText('Please enter a mobile number.')).toBeInTheDocument()
    expect(screen.getByText('Please enter the street address.')).toBeInTheDocument()

    await user.type(field('Mobile number'), '12345')
    expect(screen.getByText('Enter a mobile number from 1000000 to 9999999999.')).toBeInTheDocument()
    await user.click(field('Street address'))
    await user.paste('x'.repeat(161))
    expect(screen.getByText('At most 160 characters.')).toBeInTheDocument()
    expect(submit).toBeDisabled()
  })

  it('saves a new address, confirms it and returns to where the user came from', async () => {
    const server = stubServer({ 'POST /api/Addresss/': { json: { status: 'success', data: HOME } } })
    const user = userEvent.setup()
    const { router } = renderRoutes(
      [
        { path: '/address/create', element: <CreateAddressForm /> },
        { path: '/address/select', element: <p>select</p> },
      ],
      '/address/create',
    )
    await router.navigate('/address/create', { state: { returnTo: '/address/select' } })
    await user.type(field('Country'), 'Germany')
    await user.type(field('Name'), 'Jim Kirk')
    await user.type(field('Mobile number'), '5551234')
    await user.type(field('Zip code'), '10115')
    await user.type(field('Street address'), 'Enterprise Road 1')
    await user.type(field('City'), 'Berlin')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/address/select'))
    expect(await screen.findByText('The address in Berlin has been added to your addresses.')).toBeInTheDocument()
    expect(server.requestsTo('POST', '/api/Addresss/')[0].body).toEqual({
      country: 'Germany',
      fullName: 'Jim Kirk',
      mobileNum: 5551234,
      zipCode: '10115',
      streetAddress: 'Enterprise Road 1',
      city: 'Berlin',
      state: null,
    })
  })

  it('edits a saved address', async () => {
    const server = stubServer({
      'GET /api/Addresss/4': { json: { status: 'success', data: HOME } },
      'PUT /api/Addresss/4': { json: { status: 'success', data: { ...HOME, city: 'Hamburg' } } },
    })
    const user = userEvent.setup()
    renderScreen(<EditAddressForm addressId="4" />, '/address/edit/4')
    await waitFor(() => expect(field('City')).toHaveValue('Berlin'))
    await user.clear(field('City'))
    await user.type(field('City'), 'Hamburg')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument()
    expect(server.requestsTo('PUT', '/api/Addresss/4')[0].body).toMatchObject({ city: 'Hamburg', mobileNum: 5551234 })
  })
})

describe('address lists', { timeout: 20_000 }, () => {
  it('says when no address is saved yet', async () => {
    stubServer({ 'GET /api/Addresss': listOf([]) })
    renderScreen(<AddressList mode="select" />, '/address/select')
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add a new address' })).toHaveAttribute('href', '/address/create')
  })

  it('keeps Continue disabled until an address is chosen, then remembers it', async () => {
    stubServer({ 'GET /api/Addresss': listOf([HOME]) })
    const user = userEvent.setup()
    renderScreen(<AddressList mode="select" />, '/address/select')
    const next = screen.getByRole('button', { name: 'Continue' })
    expect(next).toBeDisabled()
    await user.click(await screen.findByRole('radio', { name: 'Deliver to Jim Kirk' }))
    expect(next).toBeEnabled()
    await user.click(next)
    expect(await screen.findByTestId('navigated-away')).toBeInTheDocument()
    expect(sessionStorage.getItem('addressId')).toBe('4')
  })

  it('removes a saved address and confirms it', async () => {
    const server = stubServer({
      'GET /api/Addresss': listOf([HOME]),
      'DELETE /api/Addresss/4': { json: { status: 'success', data: 'Address deleted successfully.' } },
    })
    const user = userEvent.setup()
    renderScreen(<AddressList mode="manage" />, '/address/saved')
    expect(await screen.findByRole('link', { name: 'Edit the address of Jim Kirk' })).toHaveAttribute(
      'href',
      '/address/edit/4',
    )
    await user.click(screen.getByRole('button', { name: 'Remove the address of Jim Kirk' }))
    expect(await screen.findByText('Your address has been removed.')).toBeInTheDocument()
    expect(server.requestsTo('DELETE', '/api/Addresss/4')).toHaveLength(1)
  })
})
