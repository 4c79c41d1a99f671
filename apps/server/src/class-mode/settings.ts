import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import type { Config } from '../config/schema'
import { paths } from '../paths'

/** The configuration keys the environment can set for class mode: PULP_CLASS_MODE=1, PULP_TRAINER_PASSCODE. */
export function classModeOverrides(env: NodeJS.ProcessEnv = process.env): Record<string, unknown> {
  const classMode: Record<string, unknown> = {}
  if (env.PULP_CLASS_MODE !== undefined) classMode.enabled = ['1', 'true', 'yes', 'on'].includes(env.PULP_CLASS_MODE.toLowerCase())
  if (env.PULP_TRAINER_PASSCODE) classMode.trainerPasscode = env.PULP_TRAINER_PASSCODE
  return Object.keys(classMode).length > 0 ? { classMode } : {}
}

/** Where the class keeps its teams: PULP_CLASS_FOLDER, else data/runtime/class. */
export const classFolder = (env: NodeJS.ProcessEnv = process.env): string =>
  env.PULP_CLASS_FOLDER ? resolve(env.PULP_CLASS_FOLDER) : paths.classFolder

/** The configured trainer passcode, or a new one (said once on the console by the caller). */
export function trainerPasscodeOf(config: Config): { passcode: string; generated: boolean } {
  const configured = config.classMode.trainerPasscode
  return configured ? { passcode: configured, generated: false } : { passcode: randomBytes(9).toString('base64url'), generated: true }
}
