import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { stubServer, type FakeHandler } from '@/testing/fake-server'
import { renderScreen } from '@/testing/render'

/** Pastes `text` into `field`: as a user would, but fast enough for a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}
import { ComplaintForm } from '../components/complaint-form'

const jim = { id: 2, email: 'jim@juice-sh.op' }
const filed: FakeHandler = { status: 201, json: { status: 'success', data: { id: 7, UserId: 2, message: 'x' } } }
const fileOf = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type })

// the first test also pays for loading MUI on a busy machine
describe('complaint form', { timeout: 20_000 }, () => {
  it('shows the customer read-only, uploads the invoice first, then files the complaint and quotes its reference', async () => {
    const server = stubServer({ 'POST /file-upload': { status: 200, text: '' }, 'POST /api/Complaints/': filed })
    const user = userEvent.setup()
    renderScreen(<ComplaintForm user={jim} />, '/complain')
    const customer = screen.getByLabelText('Customer')
    expect(customer).toHaveValue('jim@juice-sh.op')
    expect(customer).toHaveAttribute('readonly')
    await fill(user, screen.getByLabelText(/^message/i), 'The bottle leaked')
    await user.upload(screen.getByTestId('invoice-input'), fileOf('invoice.pdf', 'application/pdf'))
    expect(screen.getByText('invoice.pdf')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Thank you! Customer support will get back to you soon. Your complaint reference is #7.')).toBeInTheDocument()
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /file-upload', 'POST /api/Complaints/'])
    expect(server.requestsTo('POST', '/api/Complaints/')[0].body).toEqual({ UserId: 2, message: 'The bottle leaked', file: 'invoice.pdf' })
    await waitFor(() => expect(screen.getByLabelText(/^message/i)).toHaveValue(''))
    expect(screen.getByText('No invoice attached')).toBeInTheDocument()
  })

  it('shows a progress bar while the invoice uploads', async () => {
    let finishUpload = () => {}
    const uploaded = new Promise<void>((resolve) => (finishUpload = resolve))
    stubServer({ 'POST /api/Complaints/': filed })
    const realFetch = globalThis.fetch
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/file-upload')) {
        await uploaded
        return new Response(null, { status: 204 })
      }
      return realFetch(input, init)
    }) as typeof fetch
    const user = userEvent.setup()
    renderScreen(<ComplaintForm user={jim} />, '/complain')
    await fill(user, screen.getByLabelText(/^message/i), 'Late delivery')
    await user.upload(screen.getByTestId('invoice-input'), fileOf('invoice.zip', 'application/zip'))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('progressbar', { name: 'Uploading the invoice' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled()
    finishUpload()
    expect(await screen.findByText(/complaint reference is #7/)).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('refuses other file types and invoices over 100 KB before sending anything', async () => {
    const server = stubServer({})
    const user = userEvent.setup({ applyAccept: false })
    renderScreen(<ComplaintForm user={jim} />, '/complain')
    await fill(user, screen.getByLabelText(/^message/i), 'Broken cap')
    await user.upload(screen.getByTestId('invoice-input'), fileOf('photo.png', 'image/png'))
    expect(screen.getByText('This type of file is not accepted. Please choose one of: PDF, ZIP.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled()
    await user.upload(screen.getByTestId('invoice-input'), fileOf('invoice.pdf', 'application/pdf', 100_001))
    expect(screen.getByText('This file is too large. Invoices may have at most 100 KB.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled()
    expect(server.requests).toHaveLength(0)
  })

  it('files no complaint when the upload fails, and shows why', async () => {
    const server = stubServer({ 'POST /file-upload': { status: 413, json: { error: { message: 'File too large' } } } })
    const user = userEvent.setup()
    renderScreen(<ComplaintForm user={jim} />, '/complain')
    await fill(user, screen.getByLabelText(/^message/i), 'Broken cap')
    await user.upload(screen.getByTestId('invoice-input'), fileOf('invoice.pdf', 'application/pdf'))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('File too large')).toBeInTheDocument()
    expect(server.requestsTo('POST', '/api/Complaints/')).toHaveLength(0)
  })

  it('asks for a message', async () => {
    stubServer({})
    const user = userEvent.setup()
    renderScreen(<ComplaintForm user={jim} />, '/complain')
    await user.click(screen.getByLabelText(/^message/i))
    await user.tab()
    expect(screen.getByText('Please describe what went wrong.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled()
  })
})
