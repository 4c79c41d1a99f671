import { describe, expect, it } from 'vitest'
import { translationFileOf } from './i18n'

describe('translation files', () => {
  it('are looked up by base language, whatever region the server names', () => {
    expect(translationFileOf('de_DE')).toBe('./assets/i18n/de.json')
    expect(translationFileOf('de')).toBe('./assets/i18n/de.json')
    expect(translationFileOf('en')).toBe('./assets/i18n/en.json')
  })
})
