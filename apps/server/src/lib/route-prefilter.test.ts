import express, { Router } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { literalPrefixes, prefilteredRouters } from './route-prefilter'

type Stack = Parameters<typeof literalPrefixes>[0]
const stackOf = (router: Router): Stack => (router as unknown as { stack: Stack }).stack

/** A router built by `build`, wrapped to count how often a request entered it. */
function countedRouter(build: (router: Router) => void): { router: Router; entered: () => number } {
  const inner = Router()
  build(inner)
  let entered = 0
  const counted = (...args: Parameters<Router>) => {
    entered += 1
    return inner(...args)
  }
  return { router: Object.assign(counted, { stack: inner.stack }) as unknown as Router, entered: () => entered }
}

describe('the literal beginnings of the paths a router answers', () => {
  it('lists routes up to their first parameter, including those of nested and mounted routers', () => {
    const nested = Router().get('/Products/:id', () => undefined)
    const router = Router().get('/rest/admin/application-version', () => undefined).use('/api', nested).use('/support/logs', () => undefined)
    expect(literalPrefixes(stackOf(router))).toEqual(['/rest/admin/application-version', '/api/products/', '/support/logs'])
  })

  it('gives up on a middleware for every path, a regular expression or a path that starts with a parameter', () => {
    expect(literalPrefixes(stackOf(Router().use(() => undefined)))).toBeUndefined()
    expect(literalPrefixes(stackOf(Router().get(/^\/anything/, () => undefined)))).toBeUndefined()
    expect(literalPrefixes(stackOf(Router().get('/:page', () => undefined)))).toBeUndefined()
  })
})

describe('routers behind the path prefilter', () => {
  const version = countedRouter((router) => router.get('/rest/admin/application-version', (_req, res) => void res.send('version')))
  const products = countedRouter((router) => router.get('/api/Products/:id', (req, res) => void res.send(`product ${req.params.id}`)))
  const everywhere = countedRouter((router) => router.use((_req, res, next) => (res.setHeader('X-Seen', 'yes'), next())))
  const app = express()
    .use(prefilteredRouters([version.router, everywhere.router, products.router]))
    .use((_req, res) => void res.status(404).send('not found'))

  it('answers routes case-insensitively and with a trailing slash, as Express alone does', async () => {
    expect((await request(app).get('/REST/Admin/Application-Version/')).text).toBe('version')
    expect((await request(app).get('/api/products/7?x=/rest/admin/application-version')).text).toBe('product 7')
  })

  it('enters only the routers whose paths could match, and always the ones that answer any path', async () => {
    const before = { version: version.entered(), products: products.entered(), everywhere: everywhere.entered() }
    const response = await request(app).get('/api/Products/3')
    expect(response.text).toBe('product 3')
    expect(response.headers['x-seen']).toBe('yes')
    expect(version.entered() - before.version).toBe(0)
    expect(products.entered() - before.products).toBe(1)
    expect(everywhere.entered() - before.everywhere).toBe(1)
  })

  it('finds a route added to a router after it was mounted', async () => {
    const late = Router()
    const lateApp = express().use(prefilteredRouters([late])).use((_req, res) => void res.status(404).send('not found'))
    expect((await request(lateApp).get('/rest/late')).status).toBe(404)
    late.get('/rest/late', (_req, res) => void res.send('late'))
    expect((await request(lateApp).get('/rest/late')).text).toBe('late')
  })

  it('passes a request no router answers, and an error, on to what follows', async () => {
    expect((await request(app).get('/rest/admin')).status).toBe(404)
    const failing = express()
      .use(prefilteredRouters([Router().get('/boom', () => { throw new Error('boom') }), version.router]))
      .use((error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => void res.status(500).send(error.message))
    expect((await request(failing).get('/boom')).text).toBe('boom')
  })
})
