// Lays the built shop out as the container image holds it (the Dockerfile runs this; the layout test does too):
//   <dest>/dist/main.js       the bundled server (workspace packages inside)
//   <dest>/config/ data/ ftp/ encryptionkeys/ views/ well-known/ ctf.key
//   <dest>/web/dist/          the built web app
//   <dest>/source/            the marked sources and code fixes the coding challenges show (repository layout)
//   <dest>/challenge-texts/   the translated challenge names, descriptions and hints
//   <dest>/package.json       the server's npm dependencies only, for `npm install --omit=dev` in <dest>
//   <dest>/data/runtime/      the one folder the running shop writes to (empty)
// Usage: node apps/server/image-layout.mjs <dest>   (after `npm run build`)
//        node apps/server/image-layout.mjs --prune <dest>   (after the install: drops what only compiling needed)
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const serverRoot = fileURLToPath(new URL('.', import.meta.url))
const webDist = resolve(serverRoot, '..', 'web', 'dist')
const prune = process.argv[2] === '--prune'
const dest = process.argv[prune ? 3 : 2]
if (!dest) throw new Error('Usage: node apps/server/image-layout.mjs [--prune] <destination folder>')

/** Sources and object files of the native modules: 30 MB the running shop never reads. */
const BUILD_ONLY = [
  'better-sqlite3/deps', 'better-sqlite3/src', 'better-sqlite3/build/Release/obj', 'better-sqlite3/build/Release/obj.target',
  'better-sqlite3/build/Release/sqlite3.a', 'better-sqlite3/build/Release/test_extension.node', 'better-sqlite3/build/deps',
  'libxmljs2/vendor', 'libxmljs2/src', 'libxmljs2/build/Release/obj.target',
]
if (prune) {
  for (const folder of BUILD_ONLY) rmSync(join(dest, 'node_modules', folder), { recursive: true, force: true })
  console.log(`build-only files removed from ${dest}/node_modules`)
  process.exit(0)
}
for (const built of [join(serverRoot, 'dist', 'main.js'), join(webDist, 'index.html')]) {
  if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`)
}

const RUNTIME = join('data', 'runtime')
const SHIPPED = ['dist', 'config', 'data', 'ftp', 'encryptionkeys', 'views', 'well-known', 'ctf.key']
mkdirSync(dest, { recursive: true })
for (const entry of SHIPPED) {
  cpSync(join(serverRoot, entry), join(dest, entry), {
    recursive: true,
    // what a previous run wrote stays behind, and so does the config a test wrote for itself
    filter: (source) => !source.startsWith(join(serverRoot, RUNTIME)),
  })
}
cpSync(webDist, join(dest, 'web', 'dist'), { recursive: true })
const repoRoot = resolve(serverRoot, '..', '..')
const isTest = (source) => /\.(test|spec)\.tsx?$/.test(source) || source.includes('__tests__')
for (const folder of ['apps/server/src', 'apps/web/src', 'apps/server/data', 'packages/challenges/src', 'packages/challenges/codefixes']) {
  cpSync(join(repoRoot, folder), join(dest, 'source', folder), {
    recursive: true,
    filter: (source) => !isTest(source) && !source.startsWith(join(serverRoot, RUNTIME)),
  })
}
cpSync(join(repoRoot, 'packages', 'challenges', 'i18n'), join(dest, 'challenge-texts'), { recursive: true })
mkdirSync(join(dest, RUNTIME), { recursive: true })

const server = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8'))
const dependencies = Object.fromEntries(Object.entries(server.dependencies).filter(([name]) => !name.startsWith('@pulp/')))
const { allowScripts } = JSON.parse(readFileSync(join(serverRoot, '..', '..', 'package.json'), 'utf8'))
const manifest = { name: 'pulp', version: server.version, private: true, type: 'module', engines: { node: '>=20.19' }, dependencies, allowScripts }
writeFileSync(join(dest, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`image layout written to ${dest}`)
