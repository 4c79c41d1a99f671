import { defineConfig } from 'vitest/config'

const reportDir = process.env.PULP_REPORT_DIR

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/challenges', 'apps/server', 'apps/web', 'tools'],
    passWithNoTests: false,
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/vitest.json` } : undefined,
  },
})
