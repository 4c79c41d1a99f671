import type { PublicConfig } from '@pulp/shared'
import { challenge } from '@/features/challenges/__tests__/challenge-fixtures'
import { stubServer, type FakeRoutes } from '@/testing/fake-server'
import { testConfig } from '@/testing/render'
import { listAnswer } from '@/testing/shop-fixtures'

/** Everything the shell asks for on start, plus whatever a test adds. */
export function stubShellServer(
  options: { config?: PublicConfig; scoreBoardSolved?: boolean; extra?: FakeRoutes } = {},
) {
  const scoreBoard = challenge({ key: 'scoreBoardChallenge', name: 'Score Board', solved: options.scoreBoardSolved ?? false })
  return stubServer({
    'GET /rest/admin/application-configuration': { json: { config: options.config ?? testConfig() } },
    'GET /rest/admin/application-version': { json: { version: '0.1.0' } },
    'GET /rest/languages': {
      json: [
        { key: 'de_DE', lang: 'Deutsch', icons: ['de'], shortKey: 'DE', percentage: 100, gauge: 'full' },
        { key: 'en', lang: 'English', icons: ['gb', 'us'], shortKey: 'EN', percentage: 100, gauge: 'full' },
      ],
    },
    'GET /api/Challenges/?name=Score%20Board': { json: listAnswer([scoreBoard]) },
    'GET /rest/user/whoami': { json: { user: { id: 1, email: 'admin@juice-sh.op' } } },
    'GET /rest/products/search?q=': { json: { status: 'success', data: [] } },
    'GET /api/Quantitys/': { json: { status: 'success', data: [] } },
    'GET /rest/saveLoginIp': { json: {} },
    'GET /rest/continue-code': { json: { continueCode: 'yXjv6Z5jWJnzD6a3YvmwPRXK7roAyzHDde2Og19yEN84plqxkMBbLVQrDeoY' } },
    ...options.extra,
  })
}
