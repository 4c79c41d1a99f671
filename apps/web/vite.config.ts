import { fileURLToPath } from 'node:url'
import { defineConfig, type InlineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { firstPageChunks, firstPageModules, firstPageTexts } from './first-page.ts'

const SHOP_SERVER = 'http://localhost:3000'

/** Paths the shop server answers; in development Vite forwards them so the app runs same-origin as in production. */
const serverPaths = [
  '/rest',
  '/api',
  '/ftp',
  '/assets/public/images/uploads',
  '/profile',
  '/dataerasure',
  '/redirect',
  '/snippets',
  '/encryptionkeys',
  '/metrics',
]

const baseConfig: InlineConfig = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  base: './',
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    rollupOptions: {
      // @pulp/shared only declares schemas and constants, and no module of the web app does anything on import (the
      // entry aside): a module none of whose exports is used drops out, so a feature's barrel does not drag the whole
      // feature (and zod) into the first page.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/shared/') && !id.includes('/apps/web/src/') },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(serverPaths.map((path) => [path, { target: SHOP_SERVER }])),
      '/socket.io': { target: SHOP_SERVER, ws: true },
    },
  },
}

export default defineConfig(async ({ command }) => {
  if (command !== 'build') return baseConfig
  const firstPage = await firstPageModules(baseConfig)
  return {
    ...baseConfig,
    plugins: [...(baseConfig.plugins ?? []), firstPageTexts(firstPage)],
    build: {
      ...baseConfig.build,
      rollupOptions: { ...baseConfig.build?.rollupOptions, output: { codeSplitting: firstPageChunks(firstPage) } },
    },
  }
})
