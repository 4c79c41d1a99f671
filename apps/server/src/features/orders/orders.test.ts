import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { createTestShop, type TestShop } from '../../testing/test-app'
import { checkoutOf, customer } from '../../testing/shoppers'

let shop: TestShop
beforeEach(() => {
  shop = createTestShop()
})

const accountant = async () => (await customer(shop, 'accountant@juice-sh.op')).bearer
const seededAdminOrders = () => shop.ctx.docs.orders.find({ email: '*dm*n@j**c*-sh.*p' })
const track = (id: string) => request(shop.app).get(`/rest/track-order/${encodeURIComponent(id)}`)

describe('GET /rest/order-history', () => {
  it('answers the caller\'s orders only', async () => {
    const admin = await customer(shop, 'admin@juice-sh.op')
    const response = await request(shop.app).get('/rest/order-history').set('Authorization', admin.bearer)
    expect(response.status).toBe(200)
    expect(response.body.data.map((order: { orderId: string }) => order.orderId)).toEqual(seededAdminOrders().map((order) => order.orderId))
    const jim = await customer(shop, 'jim@juice-sh.op')
    expect((await request(shop.app).get('/rest/order-history').set('Authorization', jim.bearer)).body).toEqual({ status: 'success', data: [] })
  })

  it('answers 401 without a login', async () => {
    expect((await request(shop.app).get('/rest/order-history')).status).toBe(401)
  })
})

describe('GET /rest/order-history/orders', () => {
  it('answers every order, newest first, to accounting', async () => {
    const jim = await customer(shop, 'jim@juice-sh.op')
    const placed = await checkoutOf(shop, jim)
    const response = await request(shop.app).get('/rest/order-history/orders').set('Authorization', await accountant())
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(4)
    expect(response.body.data[0].orderId).toBe(placed.body.orderConfirmation)
  })

  it('refuses customers and visitors with 403', async () => {
    const jim = await customer(shop, 'jim@juice-sh.op')
    const refused = await request(shop.app).get('/rest/order-history/orders').set('Authorization', jim.bearer)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ error: 'Malicious activity detected' })
    expect((await request(shop.app).get('/rest/order-history/orders')).status).toBe(403)
  })
})

describe('PUT /rest/order-history/:id/delivery-status', () => {
  const put = (id: string, body: unknown, bearer?: string) => {
    const call = request(shop.app).put(`/rest/order-history/${id}/delivery-status`).send(body as object)
    return bearer ? call.set('Authorization', bearer) : call
  }

  it('toggles the delivery status from the current one', async () => {
    const [open] = seededAdminOrders().filter((order) => !order.delivered)
    const bearer = await accountant()
    expect((await put(open._id, { deliveryStatus: false }, bearer)).body).toEqual({ status: 'success' })
    expect(shop.ctx.docs.orders.findOne({ _id: open._id })).toMatchObject({ delivered: true, eta: '0' })
    await put(open._id, { deliveryStatus: true }, bearer)
    expect(shop.ctx.docs.orders.findOne({ _id: open._id })).toMatchObject({ delivered: false, eta: '1' })
  })

  it('refuses a missing or non-boolean status with 400 and an unknown order with 404', async () => {
    const bearer = await accountant()
    const [order] = seededAdminOrders()
    for (const body of [{}, { deliveryStatus: 'yes' }]) {
      const response = await put(order._id, body, bearer)
      expect(response.status).toBe(400)
      expect(response.body.errors[0].field).toBe('deliveryStatus')
    }
    expect((await put('nope', { deliveryStatus: true }, bearer)).status).toBe(404)
  })

  it('refuses customers with 403', async () => {
    const [order] = seededAdminOrders()
    const jim = await customer(shop, 'jim@juice-sh.op')
    expect((await put(order._id, { deliveryStatus: false }, jim.bearer)).status).toBe(403)
    expect(shop.ctx.docs.orders.findOne({ _id: order._id })?.delivered).toBe(order.delivered)
  })
})

describe('GET /rest/track-order/:id', () => {
  it('finds an order by its id without a login', async () => {
    const [order] = seededAdminOrders()
    const response = await track(order.orderId)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'success', data: [order] })
  })

  it('echoes an unknown id back, without line breaks and cut at 60 characters', async () => {
    expect((await track('5267-0000000000000000')).body).toEqual({ status: 'success', data: [{ orderId: '5267-0000000000000000' }] })
    expect((await track('ab\ncd')).body.data).toEqual([{ orderId: 'abcd' }])
    const long = 'x'.repeat(80)
    expect((await track(long)).body.data).toEqual([{ orderId: `${'x'.repeat(59)}...` }])
  })

  it.each([
    ['a broken expression', "'"],
    ['an expression that throws', "' || null.x || '"],
    ['an endless loop', "' || (function(){while(true){}})() || '"],
    ['a memory bomb', "'||Array(2**28).fill('x').join()||'"],
  ])('answers 400 Wrong Param for %s, and the shop keeps answering', async (_what, id) => {
    const response = await track(id)
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ error: 'Wrong Param' })
    expect((await request(shop.app).get('/rest/admin/application-version')).status).toBe(200)
  }, 10_000)

  it('answers 503 while four trackings are already being evaluated', async () => {
    const slow = Array.from({ length: 4 }, () => track("' || sleep(400) || '").then((response) => response.status))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const extra = await track('5267-0000000000000000')
    expect(extra.status).toBe(503)
    expect(extra.body.error).toBe('Order tracking is busy. Please try again in a moment.')
    expect(await Promise.all(slow)).toEqual([200, 200, 200, 200])
  }, 10_000)

  it('cannot reach the host from inside the expression', async () => {
    const response = await track("' || this.constructor.constructor('return process')().exit() || '")
    expect(response.status).toBe(400)
    expect((await request(shop.app).get('/rest/admin/application-version')).status).toBe(200)
  })

  it('looks ids up by plain equality, without evaluating them, when safety mode is on', async () => {
    const safe = createTestShop({ challenges: { safetyMode: 'enabled' } })
    const [order] = safe.ctx.docs.orders.find()
    const found = await request(safe.app).get(`/rest/track-order/${order.orderId}`)
    expect(found.body.data).toEqual([order])
    const injected = await request(safe.app).get(`/rest/track-order/${encodeURIComponent("' || true || '")}`)
    expect(injected.body.data).toEqual([{ orderId: 'true' }])
  })
})
