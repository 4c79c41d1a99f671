import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getCookie } from '@/lib/cookies'
import { applyDocumentLanguage } from '@/lib/i18n'
import { createFakeSocket } from '@/testing/fake-socket'
import { renderRoutes } from '@/testing/render'
import arabic from '../../../public/assets/i18n/ar_SA.json'
import german from '../../../public/assets/i18n/de_DE.json'
import { routes } from '../router'
import { stubShellServer } from './app-server-stub'

vi.mock('@/lib/socket', () => ({ getSocket: () => createFakeSocket() }))

const LANGUAGES = [
  { key: 'ar_SA', lang: 'العربية', icons: ['sa'], shortKey: 'AR', percentage: 100, gauge: 'full' },
  { key: 'de_DE', lang: 'Deutsch', icons: ['de'], shortKey: 'DE', percentage: 42.5, gauge: 'half' },
  { key: 'en', lang: 'English', icons: ['gb', 'us'], shortKey: 'EN', percentage: 100, gauge: 'full' },
]

beforeAll(() => {
  i18next.addResourceBundle('de_DE', 'translation', german)
  i18next.addResourceBundle('ar_SA', 'translation', arabic)
})

afterEach(async () => {
  await i18next.changeLanguage('en')
  applyDocumentLanguage('en')
})

async function openLanguageMenu() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Language' }))
  return { user, menu: await screen.findByRole('menu') }
}

describe('language menu', () => {
  it('lists every language with its flags and how much of the shop it translates', async () => {
    stubShellServer({ extra: { 'GET /rest/languages': { json: LANGUAGES } } })
    renderRoutes(routes, '/search')
    const { menu } = await openLanguageMenu()
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['العربية100% translated', 'Deutsch42.5% translated', 'English100% translated'])
    expect([...items[2].querySelectorAll('svg[data-flag]')].map((flag) => flag.getAttribute('data-flag'))).toEqual(['gb', 'us'])
    expect(items[0].querySelector('svg[data-flag="sa"]')).not.toBeNull()
  })

  it('switches to German: cookie, page language, challenge texts fetched again, confirmation in German', async () => {
    const server = stubShellServer({ extra: { 'GET /rest/languages': { json: LANGUAGES } } })
    renderRoutes(routes, '/search')
    const { user, menu } = await openLanguageMenu()
    await waitFor(() => expect(server.requestsTo('GET', '/api/Challenges/?name=Score%20Board')).toHaveLength(1))
    await user.click(within(menu).getByRole('menuitem', { name: /Deutsch/ }))
    expect(await screen.findByText('Der Shop spricht jetzt Deutsch.')).toBeInTheDocument()
    expect(getCookie('language')).toBe('de_DE')
    expect(document.documentElement).toHaveAttribute('lang', 'de-DE')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('button', { name: 'Sprache' })).toHaveTextContent('DE')
    await waitFor(() => expect(server.requestsTo('GET', '/api/Challenges/?name=Score%20Board')).toHaveLength(2))
  })

  it('switches to Arabic, written from right to left', async () => {
    stubShellServer({ extra: { 'GET /rest/languages': { json: LANGUAGES } } })
    renderRoutes(routes, '/search')
    const { user, menu } = await openLanguageMenu()
    await user.click(within(menu).getByRole('menuitem', { name: /العربية/ }))
    expect(await screen.findByText('أصبح المتجر يتحدّث العربية.')).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('lang', 'ar-SA')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(screen.getByRole('button', { name: 'اللغة' })).toHaveTextContent('AR')
  })
})
