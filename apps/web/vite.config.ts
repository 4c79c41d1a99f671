import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
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

export default defineConfig({
  plugins: [react()],
  base: './',
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    rollupOptions: {
      // @pulp/shared only declares schemas and constants: let unused ones (and zod with them) drop out of a chunk.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/shared/') },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(serverPaths.map((path) => [path, { target: SHOP_SERVER }])),
      '/socket.io': { target: SHOP_SERVER, ws: true },
    },
  },
})
