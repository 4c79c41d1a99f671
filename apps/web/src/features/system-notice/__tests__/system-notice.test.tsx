import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen, testConfig } from '@/testing/render'
import { stubServer } from '@/testing/fake-server'
import { SystemNotice } from '../components/system-notice'

const NOTICES = '/multi-juicer/api/notifications'

function configPolling(url: string | null) {
  const config = testConfig()
  return { ...config, ctf: { ...config.ctf, systemWideNotifications: { url, pollFrequencySeconds: 1 } } }
}

describe('system-wide notice (MultiJuicer)', () => {
  it('shows the organisers\' message once they switch it on, polling the configured URL', async () => {
    let answers = 0
    const server = stubServer({
      'GET /rest/admin/application-configuration': { json: { config: configPolling(NOTICES) } },
      [`GET ${NOTICES}`]: () => {
        answers += 1
        return { json: { message: 'Lunch break until 13:00', enabled: answers > 1, updatedAt: '2026-01-01T12:00:00Z' } }
      },
    })
    renderScreen(<SystemNotice />)
    const notice = await screen.findByRole('status', { name: 'Message from the organisers' }, { timeout: 4000 })
    expect(notice).toHaveTextContent('Lunch break until 13:00')
    expect(server.requests.filter((request) => request.path === NOTICES).length).toBeGreaterThanOrEqual(2)
    expect(server.requests.find((request) => request.path === NOTICES)?.headers.has('Authorization')).toBe(false)
  })

  it('asks nothing and shows nothing when no URL is configured', async () => {
    const server = stubServer({ 'GET /rest/admin/application-configuration': { json: { config: configPolling(null) } } })
    renderScreen(<SystemNotice />)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(server.requests.map((request) => request.path)).toEqual(['/rest/admin/application-configuration'])
  })
})
