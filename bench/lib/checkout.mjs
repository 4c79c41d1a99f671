// Checkout throughput: logged-in customers place one order per checkout request. Each round of a connection
// borrows a customer nobody else is using, refills their basket (checkout empties it) and checks out, so the
// sequence is POST /api/BasketItems then POST /rest/basket/:id/checkout. Orders per second count the
// checkouts answered with 200; the p99 latency is that of the checkout requests.
import autocannon from 'autocannon'

const PRODUCT_ID = 1
const PASSWORD = 'bench-checkout'

async function postJson(url, body, token) {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`)
  return response.json()
}

/** A fresh customer: registered, logged in, with a basket. */
async function newCustomer(baseUrl, index) {
  const email = `bench-${index}-${Date.now()}@example.com`
  await postJson(`${baseUrl}/api/Users`, { email, password: PASSWORD, passwordRepeat: PASSWORD })
  const { authentication } = await postJson(`${baseUrl}/rest/user/login`, { email, password: PASSWORD })
  return { token: authentication.token, bid: authentication.bid }
}

/** Stocks the product up as the accountant, so that a long run never sells out. */
async function stockUp(baseUrl) {
  const { authentication } = await postJson(`${baseUrl}/rest/user/login`, { email: 'accountant@juice-sh.op', password: 'i am an awesome accountant' })
  const response = await fetch(`${baseUrl}/api/Quantitys/${PRODUCT_ID}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${authentication.token}` },
    body: JSON.stringify({ quantity: 1_000_000_000 }),
  })
  // the stock API only lets the accounting office's address in (an address no client has): then the seeded stock
  // has to do, and checkouts after a sell-out count as failures
  if (response.status === 403) return console.log('checkout: stock cannot be raised (accounting IP filter); using the seeded stock')
  if (!response.ok) throw new Error(`stocking up answered ${response.status}`)
}

export async function measureCheckout(baseUrl, { durationSeconds, connections }) {
  await stockUp(baseUrl)
  // twice as many customers as connections: a round whose checkout never answers keeps its customer
  const idle = await Promise.all(Array.from({ length: connections * 2 }, (_, index) => newCustomer(baseUrl, index)))
  const checkoutStatus = {}
  const checkoutLatencies = []
  const headersOf = (customer) => ({ 'content-type': 'application/json', authorization: `Bearer ${customer.token}` })
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const customer = (context.customer = idle.pop())
          if (!customer) return null
          return { ...request, path: '/api/BasketItems', headers: headersOf(customer), body: JSON.stringify({ ProductId: PRODUCT_ID, BasketId: customer.bid, quantity: 1 }) }
        },
      },
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const { customer } = context
          context.sentAt = performance.now()
          return { ...request, path: `/rest/basket/${customer.bid}/checkout`, headers: headersOf(customer), body: JSON.stringify({ orderDetails: { deliveryMethodId: 3 } }) }
        },
        onResponse: (status, _body, context) => {
          checkoutStatus[status] = (checkoutStatus[status] ?? 0) + 1
          checkoutLatencies.push(performance.now() - context.sentAt)
          idle.push(context.customer)
        },
      },
    ],
  })
  const sorted = checkoutLatencies.sort((a, b) => a - b)
  return {
    title: 'checkout, one order per request (each after refilling the basket)',
    method: 'POST',
    path: '/rest/basket/:id/checkout',
    requestsPerSecond: Math.round((checkoutStatus[200] ?? 0) / durationSeconds),
    p99LatencyMs: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
    statusCodes: checkoutStatus,
    errors: result.errors + result.timeouts,
  }
}
