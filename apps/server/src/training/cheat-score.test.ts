import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/load'
import { CheatScores, expectedMinutes } from './cheat-score'

const MINUTE = 60_000
const configWith = (showHints: boolean, instructor: boolean) =>
  loadConfig('test', { challenges: { showHints }, hackingInstructor: { isEnabled: instructor } })

describe('the expected solve time', () => {
  it.each([
    ['a 3-star challenge with hints', { difficulty: 3, tutorialOrder: null }, configWith(true, true), 6],
    ['a 3-star challenge without hints takes half as long again', { difficulty: 3, tutorialOrder: null }, configWith(false, true), 9],
    ['a tutorial challenge with the instructor takes half as long', { difficulty: 2, tutorialOrder: 4 }, configWith(true, true), 2],
    ['a tutorial challenge without the instructor is an ordinary one', { difficulty: 2, tutorialOrder: 4 }, configWith(true, false), 4],
  ] as const)('%s: %s minutes', (_case, challenge, config, minutes) => {
    expect(expectedMinutes(challenge, config)).toBe(minutes)
  })
})

describe('cheat scores', () => {
  it('grow the faster a solve follows the previous one, and average into the total', () => {
    let now = 0
    const scores = new CheatScores(configWith(true, false), () => now)
    const fourStars = { difficulty: 4, tutorialOrder: null } as const // 8 minutes expected
    now += 8 * MINUTE
    expect(scores.record(fourStars)).toEqual({ cheatScore: 0, totalCheatScore: 0 })
    now += 2 * MINUTE
    expect(scores.record(fourStars)).toEqual({ cheatScore: 0.75, totalCheatScore: 0.38 })
    now += 60 * MINUTE
    expect(scores.record(fourStars, { withoutBrowserContext: true })).toEqual({ cheatScore: 1, totalCheatScore: 0.58 })
    expect(scores.total()).toBe(0.58)
  })

  it('are 0 in total before anything is solved', () => {
    expect(new CheatScores(configWith(true, true)).total()).toBe(0)
  })
})
