import { existsSync } from 'node:fs'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAnswersWithinOneSecond } from '../../testing/responsiveness'
import { JIM, sessionCookie, startShop, userRow, type RunningShop } from './profile.testing'
import { ChildSandbox } from '../../lib/child-sandbox'
import { evaluateTemplateExpression as evaluateIn } from './template-sandbox'

const sandbox = new ChildSandbox()
const evaluateTemplateExpression = (code: string, timeoutMs?: number) => evaluateIn(sandbox, code, timeoutMs)

describe('the username template sandbox', () => {
  it('evaluates JavaScript and answers the result as text', async () => {
    expect(await evaluateTemplateExpression('[1, 2, 3].map((n) => n * 2).join("-")')).toEqual({ status: 'value', text: '2-4-6', calls: [] })
  })

  it('has no real process: exit and friends are refused with a clear error', async () => {
    const outcome = await evaluateTemplateExpression('process.exit(1)')
    expect(outcome).toEqual({ status: 'error', message: 'process.exit() is not available in the template sandbox', calls: [] })
    expect(await evaluateTemplateExpression('this.constructor.constructor("return process")().pid')).toMatchObject({ status: 'value', text: 'undefined' })
  })

  it('has no real require: only stand-ins for http, https and child_process', async () => {
    const fs = await evaluateTemplateExpression("global.process.mainModule.require('fs').readFileSync('/etc/passwd')")
    expect(fs).toMatchObject({ status: 'error', message: expect.stringContaining('require("fs") is not available') })
    const touched = '/tmp/pulp-sandbox-should-not-exist'
    const exec = await evaluateTemplateExpression(`global.process.mainModule.require('child_process').exec('touch ${touched}')`)
    expect(exec).toMatchObject({ status: 'error', message: expect.stringContaining('child_process.exec("touch') })
    expect(existsSync(touched)).toBe(false)
    const get = await evaluateTemplateExpression("require('https').get('https://example.com/')")
    expect(get).toMatchObject({ status: 'error', message: expect.stringContaining('only lets the shop call itself') })
  })

  it('records, but does not perform, calls of the solve URL', async () => {
    const outcome = await evaluateTemplateExpression("require('http').get('http://localhost:3000/solve/challenges/server-side?key=k').on('error', () => 1)")
    expect(outcome).toEqual({ status: 'value', text: '[object Object]', calls: [{ module: 'http', target: 'http://localhost:3000/solve/challenges/server-side?key=k' }] })
  })

  it('stops an endless loop, endless promises and a memory bomb', async () => {
    expect(await evaluateTemplateExpression('while (true) {}', 300)).toEqual({ status: 'timeout' })
    // endless promises also pile up memory: on a busy machine the heap limit may stop them before the clock does
    const promises = await evaluateTemplateExpression('(function f() { return Promise.resolve().then(f) })()', 300)
    expect(['timeout', 'out-of-memory']).toContain(promises.status)
    expect(await evaluateTemplateExpression('let a = []; while (true) a.push(new Array(1e6).fill(1))', 10_000)).toEqual({ status: 'out-of-memory' })
  })

  it('stops memory bombs that a worker heap limit did not: a huge array of strings, a huge array buffer', async () => {
    expect(await evaluateTemplateExpression('Array(2**25).fill(0).map(String).length', 10_000)).toEqual({ status: 'out-of-memory' })
    expect(await evaluateTemplateExpression('new Uint8Array(2e9).fill(1).length', 10_000)).toMatchObject({ status: 'error' })
  })

  it('records only a bounded part of a huge call target', async () => {
    const outcome = await evaluateTemplateExpression(`require('child_process').exec('curl ' + 'http://'.repeat(30000) + 'x/juicy_malware')`)
    expect(outcome).toMatchObject({ status: 'value', calls: [{ module: 'child_process', target: expect.any(String) }] })
    expect(outcome.status === 'value' && outcome.calls[0].target.length).toBeLessThanOrEqual(2048)
  })
})

describe('GET /profile with a dangerous username template', () => {
  let running: RunningShop | undefined
  afterEach(async () => {
    await running?.close()
    running = undefined
  })

  const setUsername = async (shop: RunningShop, username: string): Promise<string> => {
    const cookie = await sessionCookie(shop)
    await request(shop.url).post('/profile').set('Cookie', cookie).type('form').send({ username }).expect(302)
    return cookie
  }

  it('answers an error page for an endless loop within the time limit, and keeps answering others meanwhile', async () => {
    running = await startShop()
    const cookie = await setUsername(running, '#{while(true){}}')
    const started = Date.now()
    const profile = request(running.url).get('/profile').set('Cookie', cookie).set('Accept', 'text/html').then((response) => response)
    const other = await request(running.url).get('/rest/admin/application-version')
    expect(other.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(1000)
    const response = await profile
    expect(response.status).toBe(503)
    expect(response.text).toContain('took longer than 2000 ms')
    expect(Date.now() - started).toBeLessThan(4500)
  })

  it('R5: survives the memory bomb that used to abort the whole process, and a 30,000-fold http:// command', async () => {
    running = await startShop()
    const bomb = await setUsername(running, '#{Array(2**25).fill(0).map(String).length}')
    const started = Date.now()
    const profile = request(running.url).get('/profile').set('Cookie', bomb).set('Accept', 'text/html').then((response) => response)
    await expectAnswersWithinOneSecond(running.url)
    const response = await profile
    expect(response.status).toBe(503)
    expect(response.text).toContain('needed too much memory')
    expect(Date.now() - started).toBeLessThan(5000)
    const command = await setUsername(running, `#{global.process.mainModule.require('child_process').exec('wget ' + 'http://'.repeat(30000) + 'juicy_malware')}`)
    const commandStarted = Date.now()
    await request(running.url).get('/profile').set('Cookie', command).expect(200)
    expect(Date.now() - commandStarted).toBeLessThan(1000)
    await expectAnswersWithinOneSecond(running.url)
  })

  it('shows a refused call as an error next to the escaped username, and the server survives process.exit()', async () => {
    running = await startShop()
    const cookie = await setUsername(running, '#{process.exit()}')
    const response = await request(running.url).get('/profile').set('Cookie', cookie)
    expect(response.status).toBe(200)
    expect(response.text).toContain('<div class="name">\\#{process.exit()}</div>')
    expect(response.text).toContain('Your username could not be rendered: process.exit() is not available in the template sandbox')
    expect(userRow(running, JIM.email).username).toBe('#{process.exit()}')
    await request(running.url).get('/rest/admin/application-version').expect(200)
  })
})
