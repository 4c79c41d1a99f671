import { screen } from '@testing-library/react'
import i18next from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import german from '../../../../public/assets/i18n/de_DE.json'
import { stubServer } from '@/testing/fake-server'
import { renderScreen, testConfig, tokenWithData } from '@/testing/render'
import { LastLoginIp } from '../components/last-login-ip'
import { PrivacyPolicy } from '../components/privacy-policy'

describe('privacy policy', () => {
  it('names the shop and its privacy contact, and states when it took effect', async () => {
    const config = testConfig() as ReturnType<typeof testConfig> & { application: { privacyContactEmail?: string } }
    config.application.privacyContactEmail = 'privacy@pulp.test'
    stubServer({ 'GET /rest/admin/application-configuration': { json: { config } } })
    renderScreen(<PrivacyPolicy />, '/privacy-security/privacy-policy')
    expect(await screen.findByRole('link', { name: 'privacy@pulp.test' })).toHaveAttribute('href', 'mailto:privacy@pulp.test')
    expect(screen.getAllByText(/Pulp Test Shop/).length).toBeGreaterThan(0)
    expect(screen.getByText(/Effective date: March 15, 2019/)).toBeInTheDocument()
  })

  it('falls back to the do-not-reply address of the shop domain', async () => {
    const config = testConfig() as ReturnType<typeof testConfig> & { application: { domain?: string } }
    config.application.domain = 'pulp.test'
    stubServer({ 'GET /rest/admin/application-configuration': { json: { config } } })
    renderScreen(<PrivacyPolicy />, '/privacy-security/privacy-policy')
    expect(await screen.findByRole('link', { name: 'donotreply@pulp.test' })).toBeInTheDocument()
  })

  it('hides a path in its hot phrases, in reading order, and loads the padding image', () => {
    stubServer({})
    const { container } = renderScreen(<PrivacyPolicy />, '/privacy-security/privacy-policy')
    const words = [...container.querySelectorAll('.hot')].flatMap((hot) => hot.textContent!.toLowerCase().split(/\s+/))
    expect(`/${words.join('/')}`).toBe('/we/may/also/instruct/you/to/refuse/all/reasonably/necessary/responsibility')
    expect(container.querySelector('img[src="assets/public/images/padding/81px.png"]')).not.toBeNull()
  })
})

describe('last login IP', () => {
  it('shows the address from the token data', () => {
    localStorage.setItem('token', tokenWithData({ email: 'amy@juice-sh.op', lastLoginIp: '10.0.0.7' }))
    renderScreen(<LastLoginIp />, '/privacy-security/last-login-ip')
    expect(screen.getByTestId('last-login-ip')).toHaveTextContent('10.0.0.7')
  })

  it('renders the stored value as markup, unchecked', () => {
    localStorage.setItem('token', tokenWithData({ lastLoginIp: '<b id="injected">127.0.0.1</b>' }))
    const { container } = renderScreen(<LastLoginIp />, '/privacy-security/last-login-ip')
    expect(container.querySelector('#injected')).toHaveTextContent('127.0.0.1')
  })

  it('says so when no address is recorded yet', () => {
    localStorage.setItem('token', tokenWithData({ lastLoginIp: '' }))
    renderScreen(<LastLoginIp />, '/privacy-security/last-login-ip')
    expect(screen.getByTestId('last-login-ip')).toHaveTextContent('Not recorded yet')
  })
})

describe('privacy policy in another language', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en')
  })

  it('is translated, dates the German way, and keeps the English path in the tooltips of its hot phrases', async () => {
    i18next.addResourceBundle('de_DE', 'translation', german)
    await i18next.changeLanguage('de_DE')
    stubServer({})
    const { container } = renderScreen(<PrivacyPolicy />, '/privacy-security/privacy-policy')
    expect(screen.getByRole('heading', { name: 'Deine Rechte' })).toBeInTheDocument()
    expect(screen.getByText('Gültig ab: 15. März 2019')).toBeInTheDocument()
    const hot = [...container.querySelectorAll('.hot')]
    expect(hot[0]).toHaveTextContent('Wir dürfen außerdem')
    const words = hot.flatMap((phrase) => phrase.getAttribute('title')!.toLowerCase().split(/\s+/))
    expect(`/${words.join('/')}`).toBe('/we/may/also/instruct/you/to/refuse/all/reasonably/necessary/responsibility')
  })
})
