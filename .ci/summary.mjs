// Prints one line, "N passed, N failed", over the Vitest and Playwright JSON reports in the given folder.
// Exits non-zero when a test failed, when a suite could not run at all, or when no test ran.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const reportDir = process.argv[2] ?? '.ci-report'

function readReport(name) {
  const file = join(reportDir, name)
  if (!existsSync(file)) {
    console.error(`no report at ${file}: that suite did not run`)
    return null
  }
  return JSON.parse(readFileSync(file, 'utf8'))
}

/** Vitest: passed and failed tests, plus test files that crashed before any test ran. */
function countVitest(report) {
  if (!report) return { passed: 0, failed: 0 }
  const crashedFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'),
  ).length
  return { passed: report.numPassedTests, failed: report.numFailedTests + crashedFiles }
}

/** Playwright: expected outcomes pass; unexpected and flaky ones fail, and so does a run-level error. */
function countPlaywright(report) {
  if (!report) return { passed: 0, failed: 0 }
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {}
  return { passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0) }
}

const suites = [countVitest(readReport('vitest.json')), countPlaywright(readReport('playwright.json'))]
const passed = suites.reduce((sum, suite) => sum + suite.passed, 0)
const failed = suites.reduce((sum, suite) => sum + suite.failed, 0)

console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
