import { afterEach, describe, expect, it } from 'vitest'
import { openPollingSocket, startLiveShop, unsignedToken, type LiveShop } from '../testing/live-shop'
import { expectAnswersWithinOneSecond, expectResponsiveDuring } from '../testing/responsiveness'

let shop: LiveShop
afterEach(() => shop?.close())

const multipartFile = (name: string, content: string): FormData => {
  const form = new FormData()
  form.append('file', new Blob([content]), name)
  return form
}

describe('inputs that used to kill or freeze the shop (issue 7)', () => {
  it('R1: a socket message whose payload has no callable toString is ignored', async () => {
    shop = await startLiveShop()
    const socket = await openPollingSocket(shop.url)
    for (const event of ['notification received', 'verifyLocalXssChallenge', 'verifySvgInjectionChallenge', 'verifyCloseNotificationsChallenge']) {
      expect(await socket.send(`42${JSON.stringify([event, { toString: 1 }])}`)).toBe(200)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expectAnswersWithinOneSecond(shop.url)
  })

  it('R2: an SVG made of many empty comments is recognised at once, before the login check', async () => {
    shop = await startLiveShop()
    const upload = () => fetch(`${shop.url}/profile/image/file`, { method: 'POST', body: multipartFile('a.svg', `${'<!---->'.repeat(5000)}x`) })
    const response = await expectResponsiveDuring(shop.url, upload)
    expect(response.status).toBe(500) // "Illegal file type", as for any unknown content
  })

  it('R3: an endless injected search query is stopped at the time limit with a clear error', async () => {
    shop = await startLiveShop()
    const q = "')) UNION SELECT 1,2,3,4,5,6,7,8,count(*) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT x FROM c)--"
    const search = () => fetch(`${shop.url}/rest/products/search?q=${encodeURIComponent(q)}`, { headers: { Accept: 'application/json' } })
    const response = await expectResponsiveDuring(shop.url, search)
    expect(response.status).toBe(500)
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^SQLITE_INTERRUPT: the query ran longer than \d+ ms and was stopped/)
    const apple = (await (await fetch(`${shop.url}/rest/products/search?q=apple`)).json()) as { data: unknown[] }
    expect(apple.data.length).toBeGreaterThan(0)
  })

  it('R3: the same endless query through the login email', async () => {
    shop = await startLiveShop()
    const email = "' UNION SELECT * FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*),2,3,4,5,6,7,8,9,10,11,12,13 FROM c)--"
    const login = () =>
      fetch(`${shop.url}/rest/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'x' }) })
    expect((await expectResponsiveDuring(shop.url, login)).status).toBe(500)
  })

  it('R4: a registration username of 45,000 "<" and 45,000 ">" is filtered in linear time', async () => {
    shop = await startLiveShop()
    const register = () =>
      fetch(`${shop.url}/api/Users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'angles@example.com', password: 'secret', username: `${'<'.repeat(45_000)}${'>'.repeat(45_000)}` }),
      })
    const response = await expectResponsiveDuring(shop.url, register)
    expect(response.status).toBe(201)
    expect(((await response.json()) as { data: { username: string } }).data.username).toBe('')
  })

  it('R4: tags are still removed until none is left', async () => {
    shop = await startLiveShop()
    const response = await fetch(`${shop.url}/api/Users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nested@example.com', password: 'secret', username: 'a<<b>script>alert(1)</script>z>' }),
    })
    expect(((await response.json()) as { data: { username: string } }).data.username).toBe('aalert(1)z>')
  })

  it('R6: thousands of unique unsigned tokens do not grow the sessions map without bound', async () => {
    shop = await startLiveShop()
    const limit = 5_000
    for (let index = 0; index < limit + 200; index++) {
      shop.ctx.sessions.put(unsignedToken({ data: { id: index, email: `${index}@x.io`, pad: 'x'.repeat(100) } }), { data: { id: index } })
    }
    expect(shop.ctx.sessions.size).toBe(limit)
    const big = unsignedToken({ data: { id: 1, email: 'big@x.io', pad: 'x'.repeat(8 * 1024) } })
    const response = await fetch(`${shop.url}/rest/user/whoami`, { headers: { Authorization: `Bearer ${big}` } })
    expect(response.status).toBe(200)
    expect(shop.ctx.sessions.size).toBe(limit)
    await expectAnswersWithinOneSecond(shop.url)
  })

  it('R8: a JSON cookie (j:{…}) is read as text, not as an object', async () => {
    shop = await startLiveShop()
    const response = await fetch(`${shop.url}/rest/admin/application-version`, { headers: { Cookie: 'token=j:{"a":1}' } })
    expect(response.status).toBe(200)
    const whoami = await fetch(`${shop.url}/rest/user/whoami`, { headers: { Cookie: 'token=j:{"a":1}' } })
    expect(whoami.status).toBe(200)
    expect(await whoami.json()).toEqual({ user: {} })
  })

  it('R10: uploaded pictures are served with a policy that lets nothing in them run', async () => {
    shop = await startLiveShop()
    const token = (await shop.login('jim@juice-sh.op', 'ncc-1701')).token
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    const upload = await fetch(`${shop.url}/profile/image/file`, { method: 'POST', headers: { Cookie: `token=${token}` }, body: multipartFile('x.svg', svg), redirect: 'manual' })
    expect(upload.status).toBe(302)
    const served = await fetch(`${shop.url}/assets/public/images/uploads/2.svg`)
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
  })

  it('R13: repeated notifications keep only the latest one per challenge', async () => {
    shop = await startLiveShop()
    shop.ctx.training.solve('scoreBoardChallenge')
    for (let index = 0; index < 300; index++) await fetch(`${shop.url}/rest/repeat-notification?challenge=Score%20Board`)
    expect(shop.ctx.training.notifications.replay().map((entry) => entry.key)).toEqual(['scoreBoardChallenge'])
    await expectAnswersWithinOneSecond(shop.url)
  })
})
