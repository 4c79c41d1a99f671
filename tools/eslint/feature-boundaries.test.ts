import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const RULE = 'pulp/feature-boundaries'

let eslint: ESLint

/** The boundary messages ESLint (with the repository's own config) reports for a probe file at the given path. */
async function boundaryBreaches(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message)
}

describe('the feature boundary lint rule, run through the repository config', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: REPO_ROOT })
  })

  it.each([
    ['an alias import', 'apps/web/src/features/payment/components/probe.tsx', "import { login } from '@/features/auth/api/login'"],
    ['a relative import', 'apps/web/src/features/payment/components/probe.tsx', "import { login } from '../../auth/api/login'"],
    ['a re-export', 'apps/web/src/features/payment/probe.ts', "export { login } from '@/features/auth/api/login'"],
    ['a lazy import', 'apps/web/src/features/payment/api/deep/probe.ts', "export const load = () => import('../../../auth/api/login')"],
    ['a server import', 'apps/server/src/features/wallet/probe.ts', "import { findUser } from '../users/users.repo'"],
  ])('fails %s of another feature', async (_kind, filePath, code) => {
    expect(await boundaryBreaches(filePath, `${code}\n`)).toEqual([expect.stringContaining('must not import another feature')])
  })

  it('fails the shared web lib and the training engine importing a feature', async () => {
    expect(await boundaryBreaches('apps/web/src/lib/probe.ts', "import '@/features/auth/api/login'\n")).toHaveLength(1)
    expect(await boundaryBreaches('apps/server/src/training/probe.ts', "import '../features/users/users.repo'\n")).toHaveLength(1)
  })

  it('fails an event declared by module augmentation outside the one event map', async () => {
    const augmentation = "declare module '../../lib/events' {\n  interface PulpEvents {\n    'x:y': { z: string }\n  }\n}\nexport {}\n"
    const [result] = await eslint.lintText(augmentation, { filePath: 'apps/server/src/features/wallet/probe.ts' })
    expect(result.messages.map((message) => message.message)).toContain(
      'Events go directly into the one PulpEvents interface in apps/server/src/lib/events.ts.',
    )
  })

  it('fails a screen that writes or invalidates the cache itself instead of calling its api/ mutation hook', async () => {
    const code = "import { useQueryClient } from '@tanstack/react-query'\nexport const useProbe = () => useQueryClient()\n"
    const [screen] = await eslint.lintText(code, { filePath: 'apps/web/src/features/payment/components/probe.tsx' })
    expect(screen.messages.map((message) => message.ruleId)).toContain('no-restricted-imports')
    const [api] = await eslint.lintText(code, { filePath: 'apps/web/src/features/payment/api/probe.ts' })
    expect(api.messages).toEqual([])
  })

  it.each([
    ['its own feature by alias', 'apps/web/src/features/auth/components/probe.tsx', "import { login } from '@/features/auth/api/login'"],
    ['its own feature relatively', 'apps/web/src/features/auth/components/probe.tsx', "import { login } from '../api/login'"],
    ['shared web code', 'apps/web/src/features/auth/components/probe.tsx', "import { PageCard } from '@/components/page-card'"],
    ['the app shell importing features', 'apps/web/src/app/routes/probe.tsx', "import { login } from '@/features/auth/api/login'"],
    ['a server feature importing lib', 'apps/server/src/features/wallet/probe.ts', "import { HttpError } from '../../lib/http-error'"],
  ])('passes %s', async (_kind, filePath, code) => {
    expect(await boundaryBreaches(filePath, `${code}\n`)).toEqual([])
  })
})
