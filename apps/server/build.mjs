// Bundles the server into a minified dist/main.js (plus dist/chunks/ for what loads on first use), so that it starts
// without compiling TypeScript and without resolving and reading hundreds of small files of node_modules.
// Workspace packages (@pulp/*) and the plain-JavaScript dependencies every request needs are bundled in; native
// modules, libraries the sandboxes or the coding challenges resolve by path, and the heavy ones loaded on first use
// stay external (the container image installs them all from package.json).
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
/** Bundled into main.js: small, pure JavaScript, loaded at start anyway. */
const BUNDLED = new Set(['acorn', 'compression', 'cookie-parser', 'cors', 'express', 'express-rate-limit', 'hashids', 'multer', 'otplib', 'zod'])
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@pulp/') && !BUNDLED.has(name))

/** The coding challenges that can be played, read from the marked sources now so that the server need not at start. */
function playableCodingChallenges() {
  const script = "import { CodingChallengeCatalog, REPO_ROOT } from '@pulp/challenges'; console.log(CodingChallengeCatalog.load(REPO_ROOT).playableKeys().join(','))"
  const cwd = new URL('.', import.meta.url).pathname
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd, encoding: 'utf8' }).trim()
}

const outdir = new URL('./dist', import.meta.url).pathname
rmSync(outdir, { recursive: true, force: true }) // no chunk of an earlier build stays behind
await build({
  entryPoints: { main: new URL('./src/boot.ts', import.meta.url).pathname },
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  // PULP_SERVER_MINIFY=0 keeps the names readable in a CPU profile (bench/profile.mjs)
  minify: process.env.PULP_SERVER_MINIFY !== '0',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  define: { PULP_BUILT_PLAYABLE_CODING_CHALLENGES: JSON.stringify(playableCodingChallenges()) },
  sourcemap: true,
  banner: { js: "import { createRequire as pulpCreateRequire } from 'node:module'; const require = pulpCreateRequire(import.meta.url);" },
  logLevel: 'warning',
})
console.log('server bundled to apps/server/dist/main.js (+ dist/chunks/)')
