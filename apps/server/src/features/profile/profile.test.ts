import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { decodeToken } from '../../lib/auth/jwt'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { uploadsFolder } from './profile.service'
import { JIM, sessionCookie, startShop, userRow, type RunningShop } from './profile.testing'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>')

let shop: TestShop
let cookie: string
beforeEach(async () => {
  shop = createTestShop()
  cookie = await sessionCookie(shop)
})

const jim = () => userRow(shop, JIM.email)

describe('GET /profile', () => {
  it('shows the logged-in user\'s page with the shop\'s name, theme and a CSP built from the profile image', async () => {
    const response = await request(shop.app).get('/profile').set('Cookie', cookie)
    expect(response.status).toBe(200)
    expect(response.type).toBe('text/html')
    expect(response.text).toContain(`<title>${shop.ctx.config.application.name}: your profile</title>`)
    expect(response.text).toContain(JIM.email)
    expect(response.text).toContain(`src="${jim().profileImage}"`)
    expect(response.text).toContain('action="/profile/image/file" enctype="multipart/form-data"')
    expect(response.text).toMatch(/background: #[0-9a-f]{6}/)
    expect(response.headers['content-security-policy']).toBe(`img-src 'self' ${jim().profileImage}; script-src 'self' 'unsafe-eval'`)
  })

  it('answers 500 "Blocked illegal activity" without a session cookie', async () => {
    const response = await request(shop.app).get('/profile').set('Accept', 'text/html')
    expect(response.status).toBe(500)
    expect(response.text).toMatch(/Error: Blocked illegal activity by \S+/)
  })

  it('keeps line breaks out of the CSP header', async () => {
    await request(shop.app).post('/profile/image/url').set('Cookie', cookie).type('form')
      .send({ imageUrl: 'x:\r\nSet-Cookie: evil=1' }).expect(302)
    const response = await request(shop.app).get('/profile').set('Cookie', cookie).expect(200)
    expect(response.headers['content-security-policy']).toBe("img-src 'self' x:Set-Cookie: evil=1; script-src 'self' 'unsafe-eval'")
    expect(response.headers['set-cookie']).toBeUndefined()
  })
})

describe('POST /profile', () => {
  it('changes the username, issues a new token as cookie and session, and goes back to the profile', async () => {
    const response = await request(shop.app).post('/profile').set('Cookie', cookie).type('form').send({ username: 'Captain Jim' })
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/profile')
    expect(jim().username).toBe('Captain Jim')
    const token = /token=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1]
    expect(decodeToken(token)?.payload).toMatchObject({ status: 'success', data: { email: JIM.email, username: 'Captain Jim' } })
    expect(shop.ctx.sessions.get(token)?.data?.username).toBe('Captain Jim')
    const page = await request(shop.app).get('/profile').set('Cookie', `token=${token}`).expect(200)
    expect(page.text).toContain('<div class="name">Captain Jim</div>')
  })

  it('accepts JSON too', async () => {
    await request(shop.app).post('/profile').set('Cookie', cookie).send({ username: 'json' }).expect(302)
    expect(jim().username).toBe('json')
  })

  it('refuses a missing username with 400', async () => {
    const response = await request(shop.app).post('/profile').set('Cookie', cookie).send({})
    expect(response.status).toBe(400)
    expect(response.body.errors[0].field).toBe('username')
  })

  it('answers 500 "Blocked illegal activity" without a session cookie', async () => {
    const response = await request(shop.app).post('/profile').type('form').send({ username: 'x' })
    expect(response.status).toBe(500)
    expect(response.text).toContain('Blocked illegal activity')
  })
})

describe('POST /profile/image/file', () => {
  const uploadAs = (content: Buffer, name = 'picture.png', withCookie = true) => {
    const call = request(shop.app).post('/profile/image/file')
    if (withCookie) call.set('Cookie', cookie)
    return call.attach('file', content, name)
  }

  it('stores a PNG as <userId>.png, sets it as profile image and serves it', async () => {
    const response = await uploadAs(PNG)
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe('/profile')
    expect(jim().profileImage).toBe(`assets/public/images/uploads/${jim().id}.png`)
    expect(readFileSync(join(uploadsFolder(shop.ctx), `${jim().id}.png`))).toEqual(PNG)
    const served = await request(shop.app).get(`/assets/public/images/uploads/${jim().id}.png`)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
  })

  it('recognises SVG by its content, whatever the file is called', async () => {
    await uploadAs(SVG, 'innocent.png').expect(302)
    expect(jim().profileImage).toBe(`assets/public/images/uploads/${jim().id}.svg`)
  })

  it('refuses a file that is not an image with 415', async () => {
    const response = await uploadAs(Buffer.from('%PDF-1.4\n%…'), 'cv.png').set('Accept', 'application/json')
    expect(response.status).toBe(415)
    expect(response.body.error.message).toBe('Profile image upload does not accept this file type: application/pdf')
  })

  it('refuses content it cannot recognise with 500', async () => {
    const response = await uploadAs(Buffer.from('just some words'), 'notes.png').set('Accept', 'application/json')
    expect(response.status).toBe(500)
    expect(response.body.error.message).toBe('Illegal file type')
  })

  it('refuses a file over 200 kB', async () => {
    const response = await uploadAs(Buffer.concat([PNG, Buffer.alloc(200_001)])).set('Accept', 'application/json')
    expect(response.status).toBe(500)
    expect(response.body.error.message).toBe('File too large')
  })

  it('checks the login after the content', async () => {
    const response = await uploadAs(PNG, 'picture.png', false).set('Accept', 'application/json')
    expect(response.status).toBe(500)
    expect(response.body.error.message).toMatch(/^Blocked illegal activity by /)
  })

  it('answers 400 without a file', async () => {
    const response = await request(shop.app).post('/profile/image/file').set('Cookie', cookie).field('x', 'y')
      .set('Accept', 'application/json')
    expect(response.status).toBe(400)
  })
})

describe('POST /profile/image/url', () => {
  let running: RunningShop | undefined
  afterEach(async () => {
    await running?.close()
    running = undefined
  })

  it('downloads the image and stores it under the extension of the URL', async () => {
    running = await startShop()
    const ownCookie = await sessionCookie(running)
    await request(running.url).post('/profile/image/url').set('Cookie', ownCookie).field('imageUrl', `${running.url}/assets/public/images/pulp-logo.svg`)
      .expect(302)
    const image = String(userRow(running, JIM.email).profileImage)
    expect(image).toBe('/assets/public/images/uploads/2.svg')
    const served = await request(running.url).get(image).expect(200)
    expect(served.headers['content-type']).toBe('image/svg+xml')
  })

  it('keeps the URL as it was typed when the download fails', async () => {
    await request(shop.app).post('/profile/image/url').set('Cookie', cookie).type('form')
      .send({ imageUrl: 'http://127.0.0.1:1/nothing-here.png' }).expect(302)
    expect(jim().profileImage).toBe('http://127.0.0.1:1/nothing-here.png')
  })

  it('changes nothing without an imageUrl', async () => {
    const before = jim().profileImage
    await request(shop.app).post('/profile/image/url').type('form').send({}).expect(302)
    expect(jim().profileImage).toBe(before)
  })

  it('answers 500 "Blocked illegal activity" for an imageUrl without a session cookie', async () => {
    const response = await request(shop.app).post('/profile/image/url').type('form').send({ imageUrl: 'https://a.png' })
    expect(response.status).toBe(500)
  })
})

describe('the uploads folder', () => {
  it('answers 404 when no upload (nor bundled picture) has that name', async () => {
    const response = await request(shop.app).get('/assets/public/images/uploads/no-such-upload.png')
    expect(response.status).toBe(404)
  })
})
