import i18next from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import german from '../../public/assets/i18n/de_DE.json'
import english from '../../public/assets/i18n/en.json'
import { welcomeBannerTexts } from './configured-text'

describe('the welcome banner texts', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en')
  })

  it('follow the chosen language while the configuration keeps the default texts', async () => {
    i18next.addResourceBundle('de_DE', 'translation', german)
    await i18next.changeLanguage('de_DE')
    const defaults = { title: english.WELCOME_BANNER_TITLE, message: english.WELCOME_BANNER_MESSAGE }
    expect(welcomeBannerTexts(defaults, i18next.t)).toEqual({ title: 'Willkommen bei Pulp!', message: german.WELCOME_BANNER_MESSAGE })
  })

  it('stay as the operator wrote them otherwise', async () => {
    await i18next.changeLanguage('de_DE')
    const own = { title: 'Welcome to Acme!', message: '<p>Our own words.</p>' }
    expect(welcomeBannerTexts(own, i18next.t)).toEqual(own)
  })
})
