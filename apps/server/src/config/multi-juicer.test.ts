import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp, createContext } from '../app'
import { paths } from '../paths'
import { APP_VERSION } from '../training/engine'
import { loadConfig } from './load'

const OUTSIDE_ANY_CONTAINER = { docker: false, heroku: false, windows: false, llmConfigured: false, web3Configured: false }
const MULTI_JUICER_FILE = join(import.meta.dirname, 'fixtures', 'multi-juicer.yaml')

/** A config folder as in the image: Pulp's default.yml, with MultiJuicer's file mounted next to it. */
let configDir: string
let warnings: string[]
beforeAll(() => {
  configDir = mkdtempSync(join(tmpdir(), 'pulp-config-'))
  copyFileSync(join(paths.config, 'default.yml'), join(configDir, 'default.yml'))
  copyFileSync(MULTI_JUICER_FILE, join(configDir, 'multi-juicer.yaml'))
})
afterAll(() => rmSync(configDir, { recursive: true, force: true }))

function startShop(profile: string) {
  warnings = []
  const config = loadConfig(profile, {}, { dir: configDir, warn: (message) => warnings.push(message) })
  const ctx = createContext({ config, environment: OUTSIDE_ANY_CONTAINER, dataFolder: join(configDir, 'data') })
  return { app: createApp(ctx), ctx }
}

const publicConfig = async (app: ReturnType<typeof startShop>['app']) =>
  (await request(app).get('/rest/admin/application-configuration')).body.config

describe('NODE_ENV=multi-juicer with MultiJuicer\'s default config.yaml', () => {
  it('hides the version number that the default shows', async () => {
    const { app } = startShop('multi-juicer')
    expect((await request(app).get('/rest/admin/application-version')).body).toEqual({ version: '' })
    const { app: defaultShop } = startShop('default')
    expect((await request(defaultShop).get('/rest/admin/application-version')).body).toEqual({ version: APP_VERSION })
  })

  it('puts MultiJuicer\'s logo and favicon on the server-rendered pages and into the web app\'s configuration', async () => {
    const { app } = startShop('multi-juicer')
    const login = await request(app).post('/rest/user/login').send({ email: 'jim@juice-sh.op', password: 'ncc-1701' })
    const page = await request(app).get('/profile').set('Cookie', `token=${login.body.authentication.token}`)
    expect(page.text).toContain('<img src="https://raw.githubusercontent.com/juice-shop/multi-juicer/main/images/multijuicer-icon-only-padding.png"')
    expect(page.text).toContain('<link rel="icon" href="https://raw.githubusercontent.com/juice-shop/multi-juicer/main/ui/public/favicon.ico">')
    const config = await publicConfig(app)
    expect(config.application.logo).toMatch(/multijuicer-icon-only-padding\.png$/)
    expect(config.application.favicon).toMatch(/favicon\.ico$/)
  })

  it('tells the web app to hide the GitHub links, keep the hacking instructor, hide flags and poll MultiJuicer\'s notices', async () => {
    const config = await publicConfig(startShop('multi-juicer').app)
    expect(config.application.showGitHubLinks).toBe(false)
    expect(config.hackingInstructor.isEnabled).toBe(true)
    expect(config.ctf.showFlagsInNotifications).toBe(false)
    expect(config.ctf.systemWideNotifications).toEqual({ url: '/multi-juicer/api/notifications', pollFrequencySeconds: 15 })
  })

  it('lists challenges with their first hint (challenges.showHints: true); a file that turns hints off lists none', async () => {
    const withHints = (await request(startShop('multi-juicer').app).get('/api/Challenges')).body.data
    expect(withHints.find((challenge: { key: string }) => challenge.key === 'scoreBoardChallenge').hint).toEqual(expect.any(String))
    writeFileSync(join(configDir, 'no-hints.yml'), 'challenges:\n  showHints: false\n')
    const withoutHints = (await request(startShop('no-hints').app).get('/api/Challenges')).body.data
    expect(withoutHints.every((challenge: { hint: unknown }) => challenge.hint === null)).toBe(true)
  })

  it('starts with Juice Shop keys Pulp does not use, naming them in a warning', async () => {
    writeFileSync(join(configDir, 'juice-shop.yaml'), 'application:\n  chatBot:\n    model: some-llm\n  name: Team Shop\nproducts: []\nmemories: []\n')
    const { app } = startShop('juice-shop')
    expect((await publicConfig(app)).application.name).toBe('Team Shop')
    expect(warnings).toEqual(['Configuration keys Pulp does not use (ignored): products, memories'])
  })

  it('still stops on a known key with a wrong value, naming it', () => {
    writeFileSync(join(configDir, 'broken.yml'), 'application:\n  showVersionNumber: maybe\n')
    expect(() => startShop('broken')).toThrow(/application\.showVersionNumber/)
  })

  it('names both file names it looked for when the profile has no file', () => {
    expect(() => startShop('missing')).toThrow(/missing\.yml nor .*missing\.yaml/)
  })
})
