import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ChallengeDefinition } from './definition'
import { challenges } from './registry'
import { consistencyProblems, exploitTestPlacesOf, implementedChallengeKeys, REPO_ROOT, scanRepository, snippetFilesOf } from './source-scan'

const JUICE_SHOP_CHALLENGE_COUNT = 113
const juiceShopChallenges: readonly ChallengeDefinition[] = challenges.slice(0, JUICE_SHOP_CHALLENGE_COUNT)

function countBy<T>(items: readonly T[], keyOf: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1
  return counts
}

describe('registry invariants', () => {
  it('holds the 113 challenges of Juice Shop followed by the two chatbot challenges', () => {
    expect(challenges).toHaveLength(115)
    expect(challenges[0].key).toBe('passwordHashLeakChallenge')
    expect(challenges[112].key).toBe('systemPromptExtractionChallenge')
    expect(challenges.slice(113).map((challenge) => challenge.key)).toEqual(['bullyChatbotChallenge', 'killChatbotChallenge'])
  })

  it('has unique keys and unique names', () => {
    expect(new Set(challenges.map((challenge) => challenge.key)).size).toBe(challenges.length)
    expect(new Set(challenges.map((challenge) => challenge.name)).size).toBe(challenges.length)
  })

  it('matches the difficulty totals of Juice Shop', () => {
    expect(countBy(juiceShopChallenges, (challenge) => String(challenge.difficulty))).toEqual({
      1: 13,
      2: 18,
      3: 26,
      4: 25,
      5: 19,
      6: 12,
    })
  })

  it('has 33 coding challenges and 13 tutorials numbered 1 to 13', () => {
    expect(juiceShopChallenges.filter((challenge) => challenge.codingChallenge)).toHaveLength(33)
    const tutorialOrders = challenges.flatMap((challenge) => (challenge.tutorialOrder === null ? [] : [challenge.tutorialOrder]))
    expect(tutorialOrders.sort((a, b) => a - b)).toEqual(Array.from({ length: 13 }, (_, index) => index + 1))
  })

  it('disables 17 challenges on Docker and Heroku and one on Windows', () => {
    const disabled = juiceShopChallenges.filter((challenge) => challenge.disabledEnv.length > 0)
    expect(disabled).toHaveLength(18)
    expect(countBy(disabled, (challenge) => challenge.disabledEnv.join('+'))).toEqual({ 'Docker+Heroku': 17, Windows: 1 })
    expect(disabled.find((challenge) => challenge.disabledEnv.includes('Windows'))?.key).toBe('jwtForgedChallenge')
  })

  it('marks exactly the LLM and blockchain challenges as needing those services', () => {
    const required = challenges.filter((challenge) => challenge.requires !== null)
    expect(Object.fromEntries(required.map((challenge) => [challenge.key, challenge.requires]))).toEqual({
      nftMintChallenge: 'web3',
      web3WalletChallenge: 'web3',
      chatbotPromptInjectionChallenge: 'llm',
      chatbotGreedyInjectionChallenge: 'llm',
      aiDebuggingChallenge: 'llm',
      systemPromptExtractionChallenge: 'llm',
    })
  })

  it.each(challenges.map((challenge) => [challenge.key, challenge] as const))('%s has a description and hints', (_key, challenge) => {
    expect(challenge.description.trim()).not.toBe('')
    expect(challenge.hints.length).toBeGreaterThanOrEqual(2)
    for (const hint of challenge.hints) expect(hint.trim()).not.toBe('')
    expect(challenge.feature).toMatch(/^[a-z0-9-]+$/)
    if (challenge.mitigationUrl !== null) {
      expect(challenge.mitigationUrl).toMatch(/^https:\/\/cheatsheetseries\.owasp\.org\/cheatsheets\/[A-Za-z_-]+_Cheat_Sheet\.html$/)
    }
  })

  it('never embeds a live script or iframe in a description', () => {
    for (const challenge of challenges) expect(challenge.description).not.toMatch(/<(script|iframe)/i)
  })
})

describe('the repository against the registry', () => {
  const scan = scanRepository(REPO_ROOT)

  it('has markers only for registry keys, detectors with exploit tests and, where due, snippet regions', () => {
    expect(consistencyProblems(scan)).toEqual([])
  })

  it('finds the detectors that exist today', () => {
    const implemented = implementedChallengeKeys(REPO_ROOT)
    expect(implemented.every((key) => scan.detectorFiles.some((file) => file.text.includes(key)))).toBe(true)
  })
})

describe('the repository scan on a fixture', () => {
  let root: string
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const DETECTOR = 'apps/server/src/features/users/users.challenges.ts'
  const EXPLOIT_TEST = 'apps/server/src/features/users/users.challenges.test.ts'
  const REPO = 'apps/server/src/features/users/users.repo.ts'
  const MISSING_REGION =
    'loginAdminChallenge: has a detector but no vuln-code-snippet region in apps/server/src, apps/web/src, apps/server/data, packages/challenges/src'
  const NO_EXPLOIT_TEST = 'loginAdminChallenge: has a detector but no exploit test (*.challenges.test.ts or e2e/*.spec.ts) asserts its solve'
  const NO_TWIN = 'loginAdminChallenge: has a detector but no test asserts that a harmless request leaves it unsolved'
  const EXPLOIT_AND_TWIN = [
    "test('loginAdminChallenge is solved by SQL injection', async () => {",
    "  await login(\"' OR 1=1--\")",
    "  expect(shop.ctx.training.isSolved('loginAdminChallenge')).toBe(true)",
    '})',
    "test('loginAdminChallenge is not solved by the right password', async () => {",
    "  await login('admin123')",
    "  expect(shop.ctx.training.isSolved('loginAdminChallenge')).toBe(false)",
    '})',
  ].join('\n')
  const markedLogin = [
    '// vuln-code-snippet start loginAdminChallenge',
    "const sql = `SELECT * FROM Users WHERE email = '${email}'` // vuln-code-snippet vuln-line loginAdminChallenge",
    '// vuln-code-snippet end loginAdminChallenge',
  ].join('\n')

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'pulp-scan-'))
  })
  afterEach(() => {
    rmSync(root, { recursive: true, force: true })
  })

  it('reports nothing for a repository without detectors or markers', () => {
    write('apps/server/src/app.ts', 'export const app = 1\n')
    expect(implementedChallengeKeys(root)).toEqual([])
    expect(consistencyProblems(scanRepository(root))).toEqual([])
  })

  it('treats a key used as a string literal in a detector as implemented', () => {
    write(DETECTOR, "// don't forget\nbus.on('login', (user) => solveIf('loginAdminChallenge', user.id === 1))\n")
    expect(implementedChallengeKeys(root)).toEqual(['loginAdminChallenge'])
  })

  it('demands an exploit test, its harmless twin and a snippet region for an implemented challenge', () => {
    write(DETECTOR, "solve('loginAdminChallenge')\n")
    expect(consistencyProblems(scanRepository(root))).toEqual([NO_EXPLOIT_TEST, NO_TWIN, MISSING_REGION])
    write(EXPLOIT_TEST, EXPLOIT_AND_TWIN)
    expect(consistencyProblems(scanRepository(root))).toEqual([MISSING_REGION])
  })

  it('counts neither a mention in a comment nor a test that asserts nothing about the solve', () => {
    write(DETECTOR, "solve('loginAdminChallenge')\n")
    write(EXPLOIT_TEST, [
      '// loginAdminChallenge: expect(isSolved()).toBe(true) is still to be written',
      "it('logs in as admin (loginAdminChallenge)', async () => {",
      "  expect((await login(\"' OR 1=1--\")).status).toBe(200)",
      '})',
      "const note = 'expect(isSolved(\\'loginAdminChallenge\\')).toBe(false)'",
    ].join('\n'))
    expect(consistencyProblems(scanRepository(root))).toEqual([NO_EXPLOIT_TEST, NO_TWIN, MISSING_REGION])
  })

  it('finds the key through the describe title or an each table', () => {
    write(EXPLOIT_TEST, [
      "describe('loginAdminChallenge', () => {",
      "  it('is solved by the injection', async () => { expect(solved()).toBe(true) })",
      '})',
      "const KEYS = ['loginAdminChallenge', 'loginJimChallenge']",
      "it.each(KEYS)('%s stays unsolved', (key) => { expect(shop.isSolved(key)).toBe(false) })",
    ].join('\n'))
    expect(exploitTestPlacesOf(scanRepository(root), 'loginAdminChallenge')).toEqual({
      solving: [`${EXPLOIT_TEST}:2`],
      notSolving: [`${EXPLOIT_TEST}:5`],
    })
  })

  it('accepts an implemented challenge with an e2e exploit test and a marked region', () => {
    write(DETECTOR, "solve('loginAdminChallenge')\n")
    write('e2e/login.spec.ts', EXPLOIT_AND_TWIN)
    write(REPO, markedLogin)
    const scan = scanRepository(root)
    expect(consistencyProblems(scan)).toEqual([])
    expect(snippetFilesOf(scan, 'loginAdminChallenge')).toEqual([REPO])
  })

  it('does not demand a snippet region for a challenge without vulnerable code of ours', () => {
    write('apps/server/src/features/feedback/feedback.challenges.ts', "solveIf('securityPolicyChallenge', visited)\n")
    write('apps/server/src/features/feedback/feedback.challenges.test.ts', EXPLOIT_AND_TWIN.replaceAll('loginAdminChallenge', 'securityPolicyChallenge'))
    expect(consistencyProblems(scanRepository(root))).toEqual([])
  })

  it('reports unknown keys, broken regions and marker syntax errors', () => {
    write(REPO, ['// vuln-code-snippet start loginAdmnChallenge', 'x()', '// vuln-code-snippet end loginAdmnChallenge'].join('\n'))
    write('apps/web/src/features/search/search.tsx', '// vuln-code-snippet start localXssChallenge\nx()\n')
    write('apps/server/data/questions.yml', '- a # vuln-code-snippet vuln-lines resetPasswordJimChallenge\n')
    write('apps/server/src/features/privacy/privacy.ts', 'x() // vuln-code-snippet vuln-line privacyPolicyChallenge\n')
    expect(consistencyProblems(scanRepository(root))).toEqual([
      'apps/server/src/features/privacy/privacy.ts: marks "privacyPolicyChallenge", but its registry entry says hasVulnerableCode: false',
      'apps/server/src/features/users/users.repo.ts: a marker names "loginAdmnChallenge", which is not a registry key',
      'apps/web/src/features/search/search.tsx: Snippet "localXssChallenge": no end marker',
      'apps/server/data/questions.yml: Line 1: unknown vuln-code-snippet directive "vuln-lines"',
    ])
  })

  it('reports detector literals that look like keys but are not registered', () => {
    write(DETECTOR, "solve('loginAdmnChallenge')\n")
    expect(consistencyProblems(scanRepository(root))).toEqual([
      `${DETECTOR}: "loginAdmnChallenge" looks like a challenge key but is not in the registry`,
    ])
  })

  it('ignores markers in tests, node_modules and dist', () => {
    const broken = '// vuln-code-snippet start notAKeyChallenge\n'
    write('apps/server/src/features/users/users.test.ts', broken)
    write('apps/web/src/node_modules/lib/index.js', broken)
    write('apps/web/src/dist/bundle.js', broken)
    expect(scanRepository(root).markableFiles).toEqual([])
  })
})
