import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/load'
import { paths } from '../paths'
import { classFolder, classModeOverrides, trainerPasscodeOf } from './settings'

describe('class mode from the environment', () => {
  it('turns on with PULP_CLASS_MODE=1 (or true), takes the trainer passcode, and stays off otherwise', () => {
    expect(loadConfig('test', classModeOverrides({})).classMode.enabled).toBe(false)
    expect(loadConfig('test', classModeOverrides({ PULP_CLASS_MODE: '1' })).classMode.enabled).toBe(true)
    expect(loadConfig('test', classModeOverrides({ PULP_CLASS_MODE: 'TRUE' })).classMode.enabled).toBe(true)
    expect(loadConfig('test', classModeOverrides({ PULP_CLASS_MODE: '0' })).classMode.enabled).toBe(false)
    expect(loadConfig('class', classModeOverrides({})).classMode.enabled).toBe(true)
    expect(loadConfig('test', classModeOverrides({ PULP_TRAINER_PASSCODE: 'sesame' })).classMode.trainerPasscode).toBe('sesame')
  })

  it('keeps the class in PULP_CLASS_FOLDER, else in the runtime folder', () => {
    expect(classFolder({})).toBe(paths.classFolder)
    expect(classFolder({ PULP_CLASS_FOLDER: '/srv/pulp-class' })).toBe('/srv/pulp-class')
  })

  it('generates a trainer passcode when none is configured, a new one every start', () => {
    const config = loadConfig('test', { classMode: { enabled: true } })
    const [first, second] = [trainerPasscodeOf(config), trainerPasscodeOf(config)]
    expect(first.generated).toBe(true)
    expect(first.passcode).toMatch(/^[\w-]{12}$/)
    expect(second.passcode).not.toBe(first.passcode)
    expect(trainerPasscodeOf(loadConfig('test', { classMode: { trainerPasscode: 'sesame' } }))).toEqual({ passcode: 'sesame', generated: false })
  })

  it('refuses a wrong class-mode setting with a message that names it', () => {
    expect(() => loadConfig('test', { classMode: { dangerousChallenges: 'sometimes' } })).toThrow(/classMode\.dangerousChallenges/)
    expect(() => loadConfig('test', { classMode: { idleMinutes: 0 } })).toThrow(/classMode\.idleMinutes/)
  })
})
