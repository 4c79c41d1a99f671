import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import * as yaml from 'js-yaml'
import { z } from 'zod'
import { configSchema, type Config } from './schema'
import { paths } from '../paths'

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

/** A profile may be written as `<name>.yml` or `<name>.yaml` (MultiJuicer mounts `multi-juicer.yaml`). */
function profileFile(dir: string, profile: string): string {
  const candidates = [`${profile}.yml`, `${profile}.yaml`].map((name) => join(dir, name))
  const file = candidates.find((candidate) => existsSync(candidate))
  if (!file) throw new Error(`Unknown configuration profile "${profile}": neither ${candidates.join(' nor ')} exists`)
  return file
}

/**
 * Removes the keys Pulp does not know (a Juice Shop file may hold products, memories, LLM settings, ...) and
 * names them, so that a file written for Juice Shop starts Pulp instead of stopping it.
 */
export function withoutUnknownKeys(raw: Plain, schema: z.ZodType = configSchema, at = ''): { known: Plain; unknown: string[] } {
  if (!(schema instanceof z.ZodObject)) return { known: raw, unknown: [] }
  const shape = schema.shape as Record<string, z.ZodType>
  const known: Plain = {}
  const unknown: string[] = []
  for (const [key, value] of Object.entries(raw)) {
    const path = at ? `${at}.${key}` : key
    if (!(key in shape)) unknown.push(path)
    else if (isPlainObject(value) && shape[key] instanceof z.ZodObject) {
      const nested = withoutUnknownKeys(value, shape[key], path)
      known[key] = nested.known
      unknown.push(...nested.unknown)
    } else known[key] = value
  }
  return { known, unknown }
}

const isDefaultProfile = (profile: string | undefined): boolean =>
  !profile || profile === 'default' || profile === 'production' || profile === 'development'

/**
 * config/default.yml with config/<profile>.yml (or .yaml) on top, validated. Unknown keys are warned about and
 * ignored; a known key with a wrong value stops the start with a clear message.
 */
export function loadConfig(
  profile = process.env.NODE_ENV,
  overrides: Plain = {},
  { dir = paths.config, warn = (message: string) => console.warn(message) }: { dir?: string; warn?: (message: string) => void } = {},
): Config {
  let raw = readYaml(join(dir, 'default.yml'))
  if (!isDefaultProfile(profile)) raw = deepMerge(raw, readYaml(profileFile(dir, profile as string)))
  raw = deepMerge(raw, overrides)
  const { known, unknown } = withoutUnknownKeys(raw)
  if (unknown.length > 0) warn(`Configuration keys Pulp does not use (ignored): ${unknown.join(', ')}`)
  const result = configSchema.safeParse(known)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new Error(`Invalid configuration (profile ${profile ?? 'default'}):\n${problems}`)
  }
  return result.data
}
