import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import * as yaml from 'js-yaml'
import { configSchema, type Config } from './schema'
import { serverRoot } from '../paths'

type Plain = Record<string, unknown>
const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Objects merge key by key; arrays and scalars of the overlay replace the base. */
export function deepMerge(base: Plain, overlay: Plain): Plain {
  const merged: Plain = { ...base }
  for (const [key, value] of Object.entries(overlay)) {
    merged[key] = isPlainObject(value) && isPlainObject(base[key]) ? deepMerge(base[key], value) : value
  }
  return merged
}

function readYaml(file: string): Plain {
  const parsed = yaml.load(readFileSync(file, 'utf8'))
  if (parsed == null) return {}
  if (!isPlainObject(parsed)) throw new Error(`${file} must hold a YAML mapping`)
  return parsed
}

/** config/default.yml with config/<profile>.yml on top, validated; a bad file stops the start with a clear message. */
export function loadConfig(profile = process.env.NODE_ENV, overrides: Plain = {}): Config {
  const dir = join(serverRoot, 'config')
  let raw = readYaml(join(dir, 'default.yml'))
  if (profile && profile !== 'default' && profile !== 'production' && profile !== 'development') {
    const file = join(dir, `${profile}.yml`)
    if (!existsSync(file)) throw new Error(`Unknown configuration profile "${profile}": ${file} does not exist`)
    raw = deepMerge(raw, readYaml(file))
  }
  raw = deepMerge(raw, overrides)
  const result = configSchema.safeParse(raw)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid configuration (profile ${profile ?? 'default'}):\n${problems}`)
  }
  return result.data
}
