// Teams of a class-mode server as the bench drives them: join (the pulp_team cookie), a scripted student session,
// and a look at the team's solved challenges. Every request carries the team's cookie, as a browser would.

const PASSWORD = 'bench-student-pass'

const cookieOf = (response) =>
  response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('pulp_team='))

/**
 * Creates a team through the join form's JSON answer and times it (client-side, the whole round trip).
 * @returns {Promise<{ name: string, cookie: string, joinMs: number }>}
 */
export async function joinTeam(baseUrl, name, passcode = 'bench-team-pass') {
  const started = performance.now()
  const response = await fetch(`${baseUrl}/class/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name, passcode }),
  })
  const joinMs = performance.now() - started
  await response.arrayBuffer()
  const cookie = cookieOf(response)
  if (response.status !== 201 || !cookie) throw new Error(`joining as ${name} answered ${response.status}`)
  return { name, cookie, joinMs }
}

/** A request of the team's browser: its cookie, and the customer's token when logged in. */
export async function teamRequest(baseUrl, team, path, { method = 'GET', body, token } = {}) {
  const headers = { cookie: team.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }
  if (token) headers.authorization = `Bearer ${token}`
  const started = performance.now()
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await response.text()
  if (!response.ok) throw new Error(`${team.name}: ${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`)
  return { json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : undefined, ms: performance.now() - started }
}

/**
 * What a student does in the first minutes: register, log in, search, put a product in the basket, check out, and
 * open the confidential document in /ftp (which solves a challenge, so that comeback can be checked).
 */
export async function studentSession(baseUrl, team, index) {
  const email = `student-${index}@class.bench`
  await teamRequest(baseUrl, team, '/api/Users', { method: 'POST', body: { email, password: PASSWORD, passwordRepeat: PASSWORD } })
  const login = await teamRequest(baseUrl, team, '/rest/user/login', { method: 'POST', body: { email, password: PASSWORD } })
  const { token, bid } = login.json.authentication
  await teamRequest(baseUrl, team, '/rest/products/search?q=apple')
  await teamRequest(baseUrl, team, '/api/BasketItems', { method: 'POST', token, body: { ProductId: 1, BasketId: bid, quantity: 1 } })
  await teamRequest(baseUrl, team, `/rest/basket/${bid}/checkout`, { method: 'POST', token, body: { orderDetails: { deliveryMethodId: 3 } } })
  await teamRequest(baseUrl, team, '/ftp/acquisitions.md')
}

/** The keys of the challenges the team has solved, sorted. */
export async function solvedKeys(baseUrl, team) {
  const { json } = await teamRequest(baseUrl, team, '/api/Challenges')
  return json.data.filter((challenge) => challenge.solved).map((challenge) => challenge.key).sort()
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/** Signs in on the trainer's page as a browser would (form post from the same origin); resolves to its cookie. */
export async function trainerCookie(baseUrl, passcode) {
  const response = await fetch(`${baseUrl}/class/trainer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ passcode }),
    redirect: 'manual',
  })
  await response.arrayBuffer()
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair.startsWith('pulp_trainer='))
  if (response.status !== 303 || !cookie) throw new Error(`the trainer's sign-in answered ${response.status}`)
  return cookie
}

/** The trainer's board.json: the board, how long it took and how big it is. */
export async function trainerBoard(baseUrl, cookie) {
  const started = performance.now()
  const response = await fetch(`${baseUrl}/class/trainer/board.json`, { headers: { cookie } })
  const text = await response.text()
  if (!response.ok) throw new Error(`board.json answered ${response.status}`)
  return { board: JSON.parse(text), ms: performance.now() - started, kilobytes: Buffer.byteLength(text) / 1024 }
}
