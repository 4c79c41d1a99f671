import compression from 'compression'
import cookieParser from 'cookie-parser'
import cors from 'cors'
import express, { type Express, type RequestHandler } from 'express'
import type { Config } from './config/schema'
import type { AppContext, Feature } from './context'
import { openDatabase } from './db/database'
import { createDocStore } from './db/doc-store'
import { seedShop } from './db/seed'
import { trackAuthenticatedUsers } from './lib/auth/guards'
import { Sessions } from './lib/auth/sessions'
import { errorHandler } from './lib/error-handler'
import { EventBus } from './lib/events'
import { webIndexHtml, webRoot } from './paths'
import { features as allFeatures } from './routes'
import { detectEnvironment, disabledReason, type RuntimeEnvironment } from './training/availability'
import { seedChallenges } from './training/challenge-store'
import { Training } from './training/engine'

export interface CreateAppOptions {
  config: Config
  features?: readonly Feature[]
  environment?: RuntimeEnvironment
}

/** A fresh shop: database seeded, challenges registered, detectors listening. */
export function createContext({ config, features = allFeatures, environment = detectEnvironment() }: CreateAppOptions): AppContext {
  const db = openDatabase()
  const docs = createDocStore()
  seedShop(db, docs, { domain: config.application.domain })
  const implemented = new Set(features.flatMap((feature) => feature.detectors?.keys ?? []))
  seedChallenges(db, config, (definition) => disabledReason(definition, config, environment, implemented))
  const ctx: AppContext = { config, db, docs, bus: new EventBus(), sessions: new Sessions(), training: new Training(db, config), startedAt: new Date() }
  for (const feature of features) feature.reactions?.(ctx)
  for (const feature of features) feature.detectors?.register(ctx)
  return ctx
}

/** Collapses runs of slashes, as the original shop does before routing. */
const collapseSlashes: RequestHandler = (req, _res, next) => {
  req.url = req.url.replace(/\/{2,}/g, '/')
  next()
}

/** Any body is read as text; JSON is parsed only when the content type says so (research/api.md §1, steps 27–28). */
const readBody: RequestHandler[] = [
  express.urlencoded({ extended: true }),
  express.text({ type: (req) => !String(req.headers['content-type'] ?? '').startsWith('multipart/'), limit: '100kb' }),
  (req, _res, next) => {
    const isJson = String(req.headers['content-type'] ?? '').includes('application/json')
    if (isJson && typeof req.body === 'string') req.body = req.body.trim() === '' ? {} : JSON.parse(req.body)
    req.body ??= {}
    next()
  },
]

/** The middleware pipeline in the documented order, then the features of the route table, then the error page. */
export function createApp(ctx: AppContext, features: readonly Feature[] = allFeatures): Express {
  const app = express()
  app.disable('x-powered-by')
  app.use(compression())
  app.use(cors())
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('X-Frame-Options', 'SAMEORIGIN')
    res.setHeader('Feature-Policy', "payment 'self'")
    res.setHeader('X-Recruiting', ctx.config.application.securityTxt.hiring)
    next()
  })
  app.use(collapseSlashes)
  for (const feature of features) if (feature.staticRouter) app.use(feature.staticRouter(ctx))
  app.use(express.static(webRoot(), { index: 'index.html' }))
  app.use(cookieParser())
  app.use(readBody)
  app.use(trackAuthenticatedUsers(ctx))
  for (const feature of features) if (feature.router) app.use(feature.router(ctx))
  app.use((req, res, next) => {
    if (req.path.startsWith('/api') || req.path.startsWith('/rest')) {
      next(new Error(`Unexpected path: ${req.url}`))
      return
    }
    res.sendFile(webIndexHtml(), (error) => error && next(error))
  })
  app.use(errorHandler(ctx))
  return app
}
