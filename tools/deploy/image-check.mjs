// Runs the built shop from a copy laid out as in the container image, as MultiJuicer runs it, and checks that it
// writes nothing outside its data folder. Usage: npm run image:check (builds first).
//   - layout: apps/server/image-layout.mjs, runtime dependencies only (npm install --omit=dev against the lockfile)
//   - MultiJuicer: NODE_ENV=multi-juicer, its default config mounted as config/multi-juicer.yaml, CTF_KEY, SOLUTIONS_WEBHOOK
//   - read-only: every file is made read-only and, when this runs as root, the shop runs as user 65534 (nobody),
//     owner of data/runtime only; a snapshot of every other file is compared before and after.
import { execFileSync, spawn } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { chmodSync, chownSync, copyFileSync, cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../../', import.meta.url))
const CTF_KEY = 'image-check-ctf-key'
const NOBODY = 65534
const failures = []
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) failures.push(what)
}

function listFiles(root, folder = root, files = new Map()) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) listFiles(root, path, files)
    else {
      const { size, mtimeMs, mode } = statSync(path)
      files.set(relative(root, path), `${size}:${mtimeMs}:${mode}`)
    }
  }
  return files
}

function installRuntimeDependencies(app) {
  copyFileSync(join(repo, 'package-lock.json'), join(app, 'package-lock.json'))
  // as the Dockerfile does, but from the local cache and without compiling: the native builds are copied in
  execFileSync('npm', ['install', '--omit=dev', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'], { cwd: app, stdio: 'ignore' })
  for (const native of ['better-sqlite3/build/Release', 'libxmljs2/build/Release']) {
    cpSync(join(repo, 'node_modules', native), join(app, 'node_modules', native), { recursive: true })
  }
  execFileSync('node', [join(repo, 'apps/server/image-layout.mjs'), '--prune', app], { stdio: 'ignore' })
}

function makeReadOnlyExceptData(root, app) {
  execFileSync('chmod', ['-R', 'a-w,a+rX', root])
  chmodSync(root, 0o555)
  const data = join(app, 'data', 'runtime')
  chmodSync(data, 0o755)
  if (process.getuid?.() === 0) chownSync(data, NOBODY, NOBODY)
}

async function waitForProbe(url, started) {
  for (;;) {
    try {
      const response = await fetch(url)
      if (response.ok) return { ms: performance.now() - started, body: await response.json() }
    } catch { /* not listening yet */ }
    if (performance.now() - started > 30_000) throw new Error('the shop did not answer the probe within 30 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const root = mkdtempSync(join(tmpdir(), 'pulp-image-'))
const app = join(root, 'juice-shop')
const webhookBodies = []
const webhook = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => (webhookBodies.push(JSON.parse(body)), res.end()))
})
await new Promise((resolve) => webhook.listen(0, '127.0.0.1', resolve))
let shop
try {
  execFileSync('node', [join(repo, 'apps/server/image-layout.mjs'), app], { stdio: 'ignore' })
  installRuntimeDependencies(app)
  copyFileSync(join(repo, 'apps/server/src/config/fixtures/multi-juicer.yaml'), join(app, 'config', 'multi-juicer.yaml'))
  const modules = readdirSync(join(app, 'node_modules')).filter((name) => !name.startsWith('.')).length
  console.log(`layout in ${app}: ${modules} top-level runtime packages, ${execFileSync('du', ['-sh', app]).toString().split('\t')[0]}`)
  makeReadOnlyExceptData(root, app)
  const before = listFiles(app)

  const port = 20000 + Math.floor(Math.random() * 20000)
  const asNobody = process.getuid?.() === 0 ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups'] : []
  const command = [...asNobody, process.execPath, 'dist/main.js']
  const env = { PATH: process.env.PATH, NODE_ENV: 'multi-juicer', PORT: String(port), CTF_KEY, SOLUTIONS_WEBHOOK: `http://127.0.0.1:${webhook.address().port}/solutions` }
  const started = performance.now()
  shop = spawn(command[0], command.slice(1), { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  shop.stdout.on('data', (chunk) => (output += chunk))
  shop.stderr.on('data', (chunk) => (output += chunk))
  const base = `http://127.0.0.1:${port}`

  const probe = await waitForProbe(`${base}/rest/admin/application-version`, started)
  check(true, `probe /rest/admin/application-version answered 200 after ${Math.round(probe.ms)} ms`)
  check(probe.body.version === '', 'showVersionNumber: false from the mounted multi-juicer.yaml hides the version')
  const index = await fetch(`${base}/`)
  check(index.ok && (await index.text()).includes('<div id="root">'), 'GET / serves the web app')
  const challenges = (await (await fetch(`${base}/api/challenges`)).json()).data
  check(challenges.length > 100, `GET /api/challenges lists ${challenges.length} challenges`)
  const codingChallenges = challenges.filter((challenge) => challenge.hasCodingChallenge).length
  const snippet = await fetch(`${base}/snippets/loginAdminChallenge`)
  check(codingChallenges > 20 && snippet.ok, `${codingChallenges} coding challenges, their snippets served from the image's source copy (${snippet.status})`)
  const german = (await (await fetch(`${base}/rest/languages`)).json()).find((language) => language.key === 'de_DE')
  check(german?.percentage === 100, `challenge texts are translated in the image (German ${german?.percentage} %)`)

  const search = await fetch(`${base}/rest/products/search?q=apple`)
  check(search.ok && (await search.json()).data.length > 0, 'product search answers (better-sqlite3, native)')
  const complaint = new FormData()
  complaint.append('file', new Blob(['<?xml version="1.0"?><complaint>cold juice</complaint>'], { type: 'text/xml' }), 'complaint.xml')
  const xml = await fetch(`${base}/file-upload`, { method: 'POST', body: complaint })
  check(xml.status === 410 && (await xml.text()).includes('cold juice'), `an XML complaint is parsed (libxmljs2, native): ${xml.status}`)
  const login = await fetch(`${base}/rest/user/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: "' or 1=1--", password: 'x' }),
  })
  const token = (await login.json()).authentication?.token
  check(Boolean(token), 'the SQL injection login works (loginAdminChallenge)')
  const image = new FormData()
  image.append('file', new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')], { type: 'image/png' }), 'me.png')
  const upload = await fetch(`${base}/profile/image/file`, { method: 'POST', body: image, headers: { Cookie: `token=${token}` }, redirect: 'manual' })
  check(upload.status === 302, `a profile image upload is stored (${upload.status})`)

  await new Promise((resolve) => setTimeout(resolve, 500))
  const solution = webhookBodies.find((body) => body.solution?.challenge === 'loginAdminChallenge')
  const adminName = challenges.find((challenge) => challenge.key === 'loginAdminChallenge').name
  const expectedFlag = createHmac('sha1', CTF_KEY).update(adminName).digest('hex')
  check(solution?.ctfFlag === expectedFlag, 'SOLUTIONS_WEBHOOK received the solve with the flag of the CTF_KEY')
  check(solution?.issuer?.config === 'multi-juicer', 'the webhook names the multi-juicer config')

  shop.kill('SIGTERM')
  await new Promise((resolve) => shop.once('exit', resolve))
  const after = listFiles(app)
  const written = [...after.keys()].filter((path) => path.startsWith('data/runtime/'))
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((path) => !path.startsWith('data/runtime/') && before.get(path) !== after.get(path))
  check(changed.length === 0, `nothing outside data/runtime changed${changed.length ? `: ${changed.join(', ')}` : ''}`)
  check(written.length > 0, `the shop wrote into data/runtime only: ${written.join(', ')}`)
  if (!output.includes('Pulp is serving')) console.log(output)
} finally {
  shop?.kill('SIGKILL')
  webhook.close()
  execFileSync('chmod', ['-R', 'u+w', root])
  rmSync(root, { recursive: true, force: true })
}
console.log(failures.length === 0 ? 'image layout check passed' : `image layout check FAILED: ${failures.length} check(s)`)
process.exitCode = failures.length === 0 ? 0 : 1
