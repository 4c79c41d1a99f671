import { describe, expect, it } from 'vitest'
import { applyDocumentLanguage, directionOf, translationFileOf } from './i18n'

describe('translation files', () => {
  it('are named by the language key the server lists', () => {
    expect(translationFileOf('de_DE')).toBe('./assets/i18n/de_DE.json')
    expect(translationFileOf('ar_SA')).toBe('./assets/i18n/ar_SA.json')
    expect(translationFileOf('en')).toBe('./assets/i18n/en.json')
  })
})

describe('the page language', () => {
  it('sets lang and the writing direction of the document', () => {
    expect(directionOf('ar_SA')).toBe('rtl')
    expect(directionOf('fr_FR')).toBe('ltr')
    applyDocumentLanguage('ar_SA')
    expect(document.documentElement).toHaveAttribute('lang', 'ar-SA')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    applyDocumentLanguage('en')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
  })
})
