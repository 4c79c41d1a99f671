// Bundles the server into dist/main.js so that it starts without compiling TypeScript.
// Workspace packages (@pulp/*) are bundled in; npm dependencies stay external.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@pulp/'))

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  banner: { js: "import { createRequire as pulpCreateRequire } from 'node:module'; const require = pulpCreateRequire(import.meta.url);" },
  logLevel: 'warning',
})
console.log('server bundled to apps/server/dist/main.js')
