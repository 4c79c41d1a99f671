import compression from 'compression'
import cors from 'cors'
import express, { type Express, type RequestHandler } from 'express'
import type { Config } from './config/schema'
import type { AppContext, Feature } from './context'
import { openDatabase } from './db/database'
import { createDocStore } from './db/doc-store'
import { seedShop } from './db/seed'
import { trackAuthenticatedUsers } from './lib/auth/guards'
import { Sessions } from './lib/auth/sessions'
import { readCookies } from './lib/cookies'
import { errorHandler } from './lib/error-handler'
import { EventBus } from './lib/events'
import { HttpError } from './lib/http-error'
import type { ChildBudget } from './lib/child-sandbox'
import { QUERY_LIMITS, QuerySandbox } from './lib/query-sandbox'
import { prefilteredRouters } from './lib/route-prefilter'
import { ShopLifecycle } from './lib/shop-lifecycle'
import { spaFallback } from './lib/spa-fallback'
import { webAssets } from './lib/web-assets'
import { paths, webIndexHtml, webRoot } from './paths'
import { features as allFeatures } from './routes'
import { detectEnvironment, disabledReason, type RuntimeEnvironment } from './training/availability'
import { seedChallenges } from './training/challenge-store'
import { CodingChallenges } from './training/coding-challenges'
import { Training } from './training/engine'
import { lazyCodingCatalog, type CodingCatalog } from './training/lazy-coding-catalog'

export interface CreateAppOptions {
  config: Config
  features?: readonly Feature[]
  environment?: RuntimeEnvironment
  /** where the shop writes its files; the runtime folder unless a test gives each shop its own */
  dataFolder?: string
  /** the coding challenges read from the repository (tests share one instead of reading it for every shop) */
  codingChallengeCatalog?: CodingCatalog
  /** how many query children this shop may start, shared with others (class mode); one of its own by default */
  queryChildBudget?: ChildBudget
}

/** A fresh shop: database seeded, challenges registered, detectors listening. */
export function createContext({
  config,
  features = allFeatures,
  environment = detectEnvironment(),
  dataFolder = paths.runtime,
  codingChallengeCatalog: catalog = lazyCodingCatalog(paths.repo),
  queryChildBudget,
}: CreateAppOptions): AppContext {
  const db = openDatabase()
  const docs = createDocStore()
  seedShop(db, docs, { domain: config.application.domain })
  const implemented = new Set(features.flatMap((feature) => feature.detectors?.keys ?? []))
  seedChallenges(db, config, (definition) => disabledReason(definition, config, environment, implemented), new Set(catalog.playableKeys()))
  const training = new Training(db, config)
  const codingChallenges = new CodingChallenges(catalog, training)
  const queries = new QuerySandbox(db, QUERY_LIMITS, queryChildBudget)
  const lifecycle = new ShopLifecycle()
  lifecycle.onClose(() => void db.close())
  lifecycle.onClose(() => queries.close())
  const ctx: AppContext = { config, db, queries, docs, bus: new EventBus(), sessions: new Sessions(), training, codingChallenges, startedAt: new Date(), dataFolder, lifecycle }
  for (const feature of features) feature.reactions?.(ctx)
  for (const feature of features) feature.detectors?.register(ctx)
  return ctx
}

/** Closes a shop for good: its children, workers and open files, then its database. */
export const closeShop = (ctx: AppContext): Promise<void> => ctx.lifecycle.close()

const compress = compression()
/** A client that accepts no encoding gets none: no need for the compression's per-request hooks. */
const compressWhenAccepted: RequestHandler = (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next())

/** Collapses runs of slashes in the path (never in the query, which may hold URLs), as the original shop does before routing. */
const collapseSlashes: RequestHandler = (req, _res, next) => {
  const queryStart = req.url.indexOf('?')
  const path = queryStart === -1 ? req.url : req.url.slice(0, queryStart)
  req.url = path.replace(/\/{2,}/g, '/') + (queryStart === -1 ? '' : req.url.slice(queryStart))
  next()
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The body exactly as sent, when it was read as text (JSON included). */
    rawBody?: string
  }
}

/** Any body is read as text; JSON is parsed only when the content type says so (research/api.md §1, steps 27–28). */
const readBody: RequestHandler[] = [
  express.urlencoded({ extended: true }),
  express.text({ type: (req) => !String(req.headers['content-type'] ?? '').startsWith('multipart/'), limit: '100kb' }),
  (req, _res, next) => {
    const isJson = String(req.headers['content-type'] ?? '').includes('application/json')
    if (typeof req.body === 'string') req.rawBody = req.body
    if (isJson && typeof req.body === 'string') req.body = req.body.trim() === '' ? {} : parseJsonBody(req.body)
    req.body ??= {}
    next()
  },
]

/** The handlers one after the other in one layer, as app.use(...handlers) would run them in as many. */
function inOneLayer(handlers: readonly RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) return next(error)
      const handler = handlers[index++]
      if (!handler) return next()
      try {
        void handler(req, res, step)
      } catch (thrown) {
        next(thrown)
      }
    }
    step()
  }
}

const readBodies = inOneLayer(readBody)
/** A request without a body (most GETs) skips the readers: one check instead of three layers. */
const readBodyWhenSent: RequestHandler = (req, res, next) => {
  if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return readBodies(req, res, next)
  req.body ??= {}
  next()
}

/** A JSON body that does not parse is the client's mistake: a 400 on the error page, not a 500. */
function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new HttpError(400, `The JSON body could not be read: ${(error as Error).message}`)
  }
}

/** The middleware pipeline in the documented order, then the features of the route table, then the error page. */
export function createApp(ctx: AppContext, features: readonly Feature[] = allFeatures): Express {
  const app = express()
  app.disable('x-powered-by')
  app.use(compressWhenAccepted)
  app.use(cors())
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    res.setHeader('Feature-Policy', "payment 'self'")
    res.setHeader('X-Recruiting', ctx.config.application.securityTxt.hiring)
    next()
  })
  app.use(collapseSlashes)
  app.use(prefilteredRouters(features.flatMap((feature) => feature.staticRouter?.(ctx) ?? [])))
  app.use(webAssets(webRoot()))
  app.use(inOneLayer(readCookies))
  app.use(readBodyWhenSent)
  app.use(trackAuthenticatedUsers(ctx))
  app.use(prefilteredRouters(features.flatMap((feature) => feature.router?.(ctx) ?? [])))
  app.use(spaFallback(webRoot(), webIndexHtml))
  app.use(errorHandler(ctx))
  return app
}
