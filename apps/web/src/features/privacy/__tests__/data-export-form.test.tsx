import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { downloadTextFile } from '@/lib/download'
import { stubServer } from '@/testing/fake-server'
import { renderScreen } from '@/testing/render'
import { DataExportForm } from '../components/data-export-form'
import { CAPTCHA_WINDOW_MS, LAST_DATA_EXPORT_KEY } from '../components/last-export'

vi.mock('@/lib/download', () => ({ downloadTextFile: vi.fn() }))

const USER_DATA = JSON.stringify({ username: '', email: 'amy@juice-sh.op', orders: [], reviews: [], memories: [] }, null, 2)
const exported = { json: { userData: USER_DATA, confirmation: 'Your data export will open in a new Browser window.' } }
const captcha = { json: { image: '<svg xmlns="http://www.w3.org/2000/svg"><text>AbCdE</text></svg>', answer: 'AbCdE', UserId: 7 } }

const exportButton = () => screen.getByRole('button', { name: /export my data/i })
const captchaField = () => screen.queryByLabelText(/type the characters in the picture/i)

describe('data export', () => {
  it('offers JSON only and needs no captcha for a first export', () => {
    stubServer({})
    renderScreen(<DataExportForm />, '/privacy-security/data-export')
    expect(screen.getByRole('radio', { name: 'JSON' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'PDF' })).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'Excel' })).toBeDisabled()
    expect(captchaField()).not.toBeInTheDocument()
    expect(exportButton()).toBeEnabled()
  })

  it('downloads the export as <email>-data.json, remembers when, and asks for a captcha next time', async () => {
    const server = stubServer({ 'POST /rest/user/data-export': exported, 'GET /rest/image-captcha': captcha })
    const user = userEvent.setup()
    renderScreen(<DataExportForm />, '/privacy-security/data-export')
    await user.click(exportButton())

    expect(await screen.findByTestId('data-export-outcome')).toHaveTextContent('amy@juice-sh.op-data.json')
    expect(downloadTextFile).toHaveBeenCalledWith('amy@juice-sh.op-data.json', USER_DATA)
    expect(server.requestsTo('POST', '/rest/user/data-export')[0].body).toEqual({ format: 'json' })
    expect(Date.now() - Number(localStorage.getItem(LAST_DATA_EXPORT_KEY))).toBeLessThan(5000)
    expect(await screen.findByRole('img', { name: 'Picture with five characters' })).toBeInTheDocument()
    expect(captchaField()).toBeInTheDocument()
  })

  it('shows the captcha when the last export was less than five minutes ago and sends its answer', async () => {
    localStorage.setItem(LAST_DATA_EXPORT_KEY, String(Date.now() - CAPTCHA_WINDOW_MS + 60_000))
    const server = stubServer({ 'POST /rest/user/data-export': exported, 'GET /rest/image-captcha': captcha })
    const user = userEvent.setup()
    renderScreen(<DataExportForm />, '/privacy-security/data-export')
    const picture = await screen.findByRole('img', { name: 'Picture with five characters' })
    expect(picture.getAttribute('src')).toContain(encodeURIComponent('<text>AbCdE</text>'))
    expect(exportButton()).toBeDisabled()

    await user.type(captchaField()!, 'AbCd')
    await user.tab()
    expect(screen.getByText('Please type the 5 characters shown in the picture.')).toBeInTheDocument()
    await user.type(captchaField()!, 'E')
    await user.click(exportButton())
    await waitFor(() => expect(downloadTextFile).toHaveBeenCalled())
    expect(server.requestsTo('POST', '/rest/user/data-export')[0].body).toEqual({ format: 'json', answer: 'AbCdE' })
  })

  it('leaves the captcha out once the five minutes are over', () => {
    localStorage.setItem(LAST_DATA_EXPORT_KEY, String(Date.now() - CAPTCHA_WINDOW_MS - 1000))
    const server = stubServer({})
    renderScreen(<DataExportForm />, '/privacy-security/data-export')
    expect(captchaField()).not.toBeInTheDocument()
    expect(server.requests).toHaveLength(0)
  })

  it('shows the server error and fetches a new captcha', async () => {
    localStorage.setItem(LAST_DATA_EXPORT_KEY, String(Date.now()))
    const server = stubServer({
      'POST /rest/user/data-export': { status: 401, text: 'Wrong answer to CAPTCHA. Please try again.' },
      'GET /rest/image-captcha': captcha,
    })
    const user = userEvent.setup()
    renderScreen(<DataExportForm />, '/privacy-security/data-export')
    await screen.findByRole('img', { name: 'Picture with five characters' })
    await user.type(captchaField()!, 'wrong')
    await user.click(exportButton())

    expect(await screen.findByTestId('data-export-outcome')).toHaveTextContent('Wrong answer to CAPTCHA. Please try again.')
    expect(downloadTextFile).not.toHaveBeenCalled()
    await waitFor(() => expect(server.requestsTo('GET', '/rest/image-captcha')).toHaveLength(2))
    expect(captchaField()).toHaveValue('')
  })
})
