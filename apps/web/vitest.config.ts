import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // Deliberate: a screen test renders MUI in jsdom and types like a user (user-event, one event per key). Alone
    // the slowest take about 2 s; on a shared 2-core CI runner under load they take 2-3 times as long. 15 s (as the
    // server project) fails a hung test without failing a merely busy machine.
    testTimeout: 15000,
  },
})
