import { existsSync, readFileSync } from 'node:fs'
import type { ChallengeDefinition } from '@pulp/challenges'
import { CLASS_MODE_REASON, switchedOffByClassMode } from '../class-mode/policy'
import type { Config } from '../config/schema'

export interface RuntimeEnvironment {
  docker: boolean
  heroku: boolean
  windows: boolean
}

/** What the environment check may look at; tests hand in a made-up host. */
export interface HostProbe {
  exists(path: string): boolean
  /** The file's text, or '' when it cannot be read. */
  read(path: string): string
  env: NodeJS.ProcessEnv
  platform: NodeJS.Platform
}

const realHost: HostProbe = {
  exists: existsSync,
  read: (path) => {
    try {
      return readFileSync(path, 'utf8')
    } catch {
      return ''
    }
  },
  env: process.env,
  platform: process.platform,
}

/** The files container runtimes leave behind: Docker's marker, and the one Podman and other OCI runtimes write. */
export const CONTAINER_MARKER_FILES = ['/.dockerenv', '/run/.containerenv'] as const
/** Older Docker hosts only show in the control groups of the process. */
const CONTAINER_CGROUP = /docker|containerd|kubepods|libpod/

/** Whether the shop runs inside a container (safety mode `auto` switches the dangerous challenges off there). */
export function runsInContainer(host: HostProbe = realHost): boolean {
  return CONTAINER_MARKER_FILES.some((file) => host.exists(file)) || CONTAINER_CGROUP.test(host.read('/proc/self/cgroup'))
}

export function detectEnvironment(host: HostProbe = realHost): RuntimeEnvironment {
  return {
    docker: runsInContainer(host),
    heroku: Boolean(host.env.DYNO),
    windows: host.platform === 'win32',
  }
}

/**
 * Why a challenge cannot be played right now (the `disabledEnv` column), or null when it can:
 * dangerous challenges in containers (safety mode) or in a shared class process (class mode), external services
 * that are not configured, and challenges whose hole Pulp has not built yet.
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
  if (switchedOffByClassMode(challenge.key, config)) return CLASS_MODE_REASON
  if (challenge.requires === 'llm' && config.application.chatBot.llmApiUrl === '') return 'LLM'
  if (challenge.requires === 'web3' && !config.application.web3.localChain) return 'Web3'
  if (!implemented.has(challenge.key)) return 'Pulp'
  return null
}
