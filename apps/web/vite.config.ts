import { fileURLToPath } from 'node:url'
import { build, defineConfig, type InlineConfig, type Rolldown } from 'vite'
import react from '@vitejs/plugin-react'

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

/**
 * The modules of the chunks a first visit loads (the entry and every chunk it imports statically), found by a build
 * in memory with Rolldown's default splitting. That splitting cuts the first page into ~40 small shared chunks, each
 * a response with its own headers; the real build puts these modules into one chunk instead, and pages loaded on
 * demand still get their own chunks. Taking the modules from the output, not from the import graph, keeps what
 * tree-shaking removed (a barrel's unused re-exports) out of the first page.
 */
async function firstPageModules(config: InlineConfig): Promise<Set<string>> {
  const result = await build({ ...config, configFile: false, logLevel: 'silent', build: { ...config.build, write: false } })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = new Map<string, Rolldown.OutputChunk>()
  for (const item of outputs.flatMap((output) => output.output)) if (item.type === 'chunk') chunks.set(item.fileName, item)

  const modules = new Set<string>()
  const pending = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)
  const seen = new Set<string>()
  while (pending.length > 0) {
    const chunk = chunks.get(pending.pop()!)
    if (!chunk || seen.has(chunk.fileName)) continue
    seen.add(chunk.fileName)
    chunk.moduleIds.forEach((id) => modules.add(id))
    pending.push(...chunk.imports)
  }
  return modules
}

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

const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/

export default defineConfig(async ({ command }) => {
  if (command !== 'build') return baseConfig
  const firstPage = await firstPageModules(baseConfig)
  return {
    ...baseConfig,
    build: {
      ...baseConfig.build,
      rollupOptions: {
        ...baseConfig.build?.rollupOptions,
        // Two chunks, not one: the server keeps files up to 512 kB (uncompressed) in memory with their brotli variant and
        // streams bigger ones, compressed on the fly at a lower level.
        output: {
          codeSplitting: {
            groups: [
              { name: 'react-dom', priority: 2, test: (id: string) => firstPage.has(id) && REACT_DOM.test(id) },
              { name: 'first-page', priority: 1, test: (id: string) => firstPage.has(id) },
            ],
          },
        },
      },
    },
  }
})
