import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import { challenges } from '@pulp/challenges'
import { createTestShop } from '../../testing/test-app'
import { platformRouter } from './platform.router'
import type { LanguageFolders } from '../../lib/languages/language-files'

/** A deliberately uneven set of languages: four UI keys in English, and languages that translate more or less of them. */
function fixtureFolders(): LanguageFolders {
  const root = mkdtempSync(join(tmpdir(), 'pulp-languages-'))
  const folders = { ui: join(root, 'ui'), challengeTexts: join(root, 'challenge-texts') }
  mkdirSync(folders.ui)
  mkdirSync(folders.challengeTexts)
  const write = (folder: string, key: string, content: unknown) => writeFileSync(join(folder, `${key}.json`), JSON.stringify(content))
  const fullUi = { A: 'a', B: 'b', C: 'c', D: 'd' }
  const allTexts = (fields: 'all' | 'names and descriptions') =>
    Object.fromEntries(challenges.map(({ key, name, description, hints }) =>
      [key, fields === 'all' ? { name, description, hints } : { name, description }]))
  write(folders.ui, 'en', fullUi)
  write(folders.ui, 'tlh_AA', fullUi)
  // complete
  write(folders.ui, 'fr_FR', fullUi)
  write(folders.challengeTexts, 'fr_FR', allTexts('all'))
  // the UI and every name and description, no hints: (4 + 2 × 115) of (4 + 2 × 115 + all hints)
  write(folders.ui, 'es_ES', fullUi)
  write(folders.challengeTexts, 'es_ES', allTexts('names and descriptions'))
  // one UI text (an empty one does not count) and one challenge name
  write(folders.ui, 'de_DE', { A: 'ä', B: ' ' })
  write(folders.challengeTexts, 'de_DE', { scoreBoardChallenge: { name: 'Punkteübersicht' } })
  // a language nobody has named yet: only UI texts, no challenge file
  write(folders.ui, 'xx_YY', fullUi)
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  return folders
}

const hintCount = challenges.reduce((sum, { hints }) => sum + hints.length, 0)
const totalTexts = 4 + 2 * challenges.length + hintCount
const percent = (translated: number) => Math.floor((translated / totalTexts) * 1000) / 10

describe('GET /rest/languages', () => {
  const folders = fixtureFolders()
  const { ctx } = createTestShop()
  const app = express().use(platformRouter(ctx, folders))

  it('reports how much of English each language translates, sorted by name, English last, Klingon hidden', async () => {
    const response = await request(app).get('/rest/languages')
    expect(response.status).toBe(200)
    expect(response.body).toEqual([
      { key: 'de_DE', lang: 'Deutsch', icons: ['de'], shortKey: 'DE', percentage: percent(2), gauge: 'empty' },
      { key: 'es_ES', lang: 'Español', icons: ['es'], shortKey: 'ES', percentage: percent(4 + 2 * challenges.length), gauge: 'half' },
      { key: 'fr_FR', lang: 'Français', icons: ['fr'], shortKey: 'FR', percentage: 100, gauge: 'full' },
      { key: 'xx_YY', lang: 'xx_YY', icons: ['yy'], shortKey: 'XX', percentage: percent(4), gauge: 'empty' },
      { key: 'en', lang: 'English', icons: ['gb', 'us'], shortKey: 'EN', percentage: 100, gauge: 'full' },
    ])
    // the figures are real shares, not rounded up to look complete
    expect(percent(4 + 2 * challenges.length)).toBeGreaterThan(40)
    expect(percent(4 + 2 * challenges.length)).toBeLessThan(60)
  })
})
