import { existsSync } from 'node:fs'
import type { ChallengeDefinition } from '@pulp/challenges'
import type { Config } from '../config/schema'

export interface RuntimeEnvironment {
  docker: boolean
  heroku: boolean
  windows: boolean
  llmConfigured: boolean
  web3Configured: boolean
}

export function detectEnvironment(): RuntimeEnvironment {
  return {
    docker: existsSync('/.dockerenv'),
    heroku: Boolean(process.env.DYNO),
    windows: process.platform === 'win32',
    llmConfigured: Boolean(process.env.LLM_API_KEY || process.env.LLM_API_URL),
    web3Configured: Boolean(process.env.ALCHEMY_API_KEY),
  }
}

/**
 * Why a challenge cannot be played right now (the `disabledEnv` column), or null when it can:
 * dangerous challenges in containers (safety mode), external services that are not configured,
 * and challenges whose hole Pulp has not built yet.
 */
export function disabledReason(
  challenge: Pick<ChallengeDefinition, 'key' | 'disabledEnv' | 'requires'>,
  config: Config,
  env: RuntimeEnvironment,
  implemented: ReadonlySet<string>,
): string | null {
  const { safetyMode } = config.challenges
  if (challenge.disabledEnv.length > 0 && safetyMode === 'enabled') return 'Safety Mode'
  if (safetyMode === 'auto') {
    if (env.docker && challenge.disabledEnv.includes('Docker')) return 'Docker'
    if (env.heroku && challenge.disabledEnv.includes('Heroku')) return 'Heroku'
    if (env.windows && challenge.disabledEnv.includes('Windows')) return 'Windows'
  }
  if (challenge.requires === 'llm' && !env.llmConfigured) return 'LLM'
  if (challenge.requires === 'web3' && !config.application.web3.localChain) return 'Web3'
  if (!implemented.has(challenge.key)) return 'Pulp'
  return null
}
