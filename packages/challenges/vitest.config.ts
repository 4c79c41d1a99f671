import { defineConfig } from 'vitest/config'

export default defineConfig({ test: { name: 'challenges', include: ['src/**/*.test.ts'] } })
