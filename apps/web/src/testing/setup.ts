import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { afterEach, vi } from 'vitest'
import en from '../../public/assets/i18n/en.json'

// Lazy route modules are transformed on first use, which can be slow on a busy machine.
configure({ asyncUtilTimeout: 5000 })

// jsdom has no canvas; the celebration is checked through this mock (`create` hands back the same spy).
vi.mock('canvas-confetti', () => {
  const fire = vi.fn()
  return { default: Object.assign(fire, { create: vi.fn(() => fire) }) }
})

await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
})

function clearCookies(): void {
  for (const entry of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${entry.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  clearCookies()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})
