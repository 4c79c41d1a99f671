import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// The registry itself (its package index also loads the source scanner, which needs Node's module URLs).
import { challenges } from '../../../../../../packages/challenges/src/registry'
import de from '../../../../public/assets/i18n/de_DE.json'
import en from '../../../../public/assets/i18n/en.json'
import { TUTORIALS } from '../scripts'
import { SOLVED_STEP } from '../tutorial'

const SOURCE_ROOT = join(import.meta.dirname, '../../..')

/** The web app's source outside the instructor (whose scripts name the targets), without tests. */
function sourceText(directory: string): string {
  return readdirSync(directory)
    .map((name) => {
      const path = join(directory, name)
      if (statSync(path).isDirectory()) return name === 'hacking-instructor' ? '' : sourceText(path)
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? readFileSync(path, 'utf8') : ''
    })
    .join('\n')
}

const allSteps = [...TUTORIALS.flatMap((tutorial) => tutorial.steps), SOLVED_STEP]

describe('tutorial scripts', () => {
  it('cover every tutorial challenge of the registry, in tutorial order, under its name', () => {
    const registered = challenges
      .filter((challenge) => challenge.tutorialOrder !== null)
      .sort((a, b) => a.tutorialOrder! - b.tutorialOrder!)
      .map(({ key, name }) => ({ key, name }))
    expect(registered).toHaveLength(13)
    expect(TUTORIALS.map(({ challengeKey, challengeName }) => ({ key: challengeKey, name: challengeName }))).toEqual(registered)
  })

  it('end each tutorial waiting for the solve', () => {
    for (const tutorial of TUTORIALS) expect(tutorial.steps.at(-1)?.trigger.on, tutorial.challengeName).toBe('solved')
  })

  it('only use hints that exist in English and German', () => {
    const keys = [...new Set(allSteps.map(({ textKey }) => textKey))]
    expect(keys.filter((key) => !(key in en))).toEqual([])
    expect(keys.filter((key) => !(key in de))).toEqual([])
  })

  it('point only at elements some screen of the app marks', () => {
    const source = sourceText(SOURCE_ROOT)
    const targets = [...new Set(allSteps.flatMap(({ target }) => (target ? [target] : [])))]
    const missing = targets.filter((target) => {
      const tutorialName = /^\[data-tutorial="([\w-]+)"\]$/.exec(target)?.[1]
      if (tutorialName) return !source.includes(`data-tutorial="${tutorialName}"`)
      const menuEntry = /^\[data-nav-entry="(\w+)"\]$/.exec(target)?.[1]
      if (menuEntry) return !source.includes(`labelKey: '${menuEntry}'`)
      const testId = /^\[data-testid="([\w-]+)"\]$/.exec(target)?.[1]
      if (testId) return !source.includes(`data-testid="${testId}"`)
      const id = /^#(\w+)$/.exec(target)?.[1]
      return id === undefined || !source.includes(`id="${id}"`)
    })
    expect(missing).toEqual([])
  })
})
