import { createInstance } from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n, loadAllTexts } from './i18n'

const files: Record<string, Record<string, string>> = {
  './assets/i18n/first-page/en.json': { TITLE_ALL_PRODUCTS: 'All products' },
  './assets/i18n/en.json': { TITLE_ALL_PRODUCTS: 'All products', TITLE_LOGIN: 'Login' },
}

afterEach(() => vi.unstubAllEnvs())

describe('translation loading in a production build', () => {
  it('starts with the first page texts and has every text once something beyond the first page loads', async () => {
    vi.stubEnv('PROD', true)
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url)
      return files[url] ? Response.json(files[url]) : new Response('', { status: 404 })
    })
    // An instance of its own, without texts, as a browser starts: the test setup gave the global one every text.
    const i18next = createInstance()
    await initI18n(i18next)
    expect(i18next.t('TITLE_ALL_PRODUCTS')).toBe('All products')
    expect(i18next.t('TITLE_LOGIN')).toBe('TITLE_LOGIN')
    expect(fetched).toEqual(['./assets/i18n/first-page/en.json'])

    await Promise.all([loadAllTexts(), loadAllTexts()])
    expect(i18next.t('TITLE_LOGIN')).toBe('Login')
    expect(fetched).toEqual(['./assets/i18n/first-page/en.json', './assets/i18n/en.json'])
  })
})
