import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import cookieParser from 'cookie-parser'
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import { challenges as registry } from '@pulp/challenges'
import { defaultLanguageFolders, LANGUAGE_COOKIE, type LanguageFolders } from '../../lib/languages/language-files'
import { paths } from '../../paths'
import { buildBoard, type TrainerChallenge } from './board'
import { scoresCsv } from './csv'
import { dashboardPageHtml, loginPageHtml, PAGE_SECURITY_POLICY } from './pages'
import type { Roster, RosterChange } from './roster'
import { clientAddress, createLoginLimiter, createTrainerSessions, isSameOrigin, passcodeMatches, TRAINER_COOKIE } from './session'
import { createTrainerLanguages, type TrainerLanguage } from './texts'

export interface TrainerRouterOptions {
  /** the trainer's passcode; an empty one lets nobody in */
  passcode: string
  /** the challenges the table shows (the registry's by default) */
  challenges?: readonly TrainerChallenge[]
  languageFolders?: LanguageFolders
  /** how often the event stream sends a comment so proxies keep it open */
  heartbeatMs?: number
  /** wrong passcodes from one address within `loginWindowMs` before logins from it are refused (429) */
  maxFailedLogins?: number
  loginWindowMs?: number
  sessionLifetimeMs?: number
  now?: () => Date
}

const ASSETS = { 'dashboard.js': 'text/javascript; charset=utf-8', 'dashboard.css': 'text/css; charset=utf-8' } as const
type AssetName = keyof typeof ASSETS
const LANGUAGE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000

/** The dashboard's script and styles, plain files in apps/server/views (read once). */
function readAssets(): Record<AssetName, string> {
  return {
    'dashboard.js': readFileSync(join(paths.views, 'class-trainer.js'), 'utf8'),
    'dashboard.css': readFileSync(join(paths.views, 'class-trainer.css'), 'utf8'),
  }
}

const serialised = (change: RosterChange): string =>
  JSON.stringify(change.type === 'challenge solved' ? { ...change, solvedAt: change.solvedAt.toISOString() } : change)

/**
 * The trainer's side of class mode, mounted at /class/trainer: a sign-in page, the live dashboard, board.json,
 * the event stream, the CSV export, and resetting or removing a team. Team names are untrusted everywhere.
 */
export function createTrainerRouter(roster: Roster, options: TrainerRouterOptions): Router {
  const now = options.now ?? (() => new Date())
  const nowMs = () => now().getTime()
  const challengeList = options.challenges ?? registry
  const languages = createTrainerLanguages(options.languageFolders ?? defaultLanguageFolders())
  const sessions = createTrainerSessions(options.sessionLifetimeMs ?? 12 * 60 * 60 * 1000, nowMs)
  const limiter = createLoginLimiter(options.maxFailedLogins ?? 5, options.loginWindowMs ?? 5 * 60 * 1000, nowMs)
  const heartbeatMs = options.heartbeatMs ?? 15_000
  let assets: Record<AssetName, string> | undefined

  const router = express.Router()
  router.use(cookieParser())
  router.use((_req, res, next) => {
    res.set({ 'Content-Security-Policy': PAGE_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' })
    next()
  })

  const signedIn = (req: Request): boolean => sessions.isValid((req.cookies as Record<string, unknown>)[TRAINER_COOKIE])
  const boardFor = (language: TrainerLanguage) => buildBoard(roster.teams(), challengeList, now(), language.challengeNames)
  const sendPage = (res: Response, status: number, html: string) =>
    res.status(status).set('Cache-Control', 'no-store').type('html').send(html)

  /** API calls without a session get 401 JSON; the pages show the sign-in form instead. */
  function requireSession(req: Request, res: Response, next: NextFunction): void {
    if (signedIn(req)) return next()
    res.status(401).json({ status: 'error', error: languages.of(req).texts.CLASS_TRAINER_SIGNED_OUT })
  }

  function sameOriginOnly(req: Request, res: Response, next: NextFunction): void {
    if (isSameOrigin(req)) return next()
    res.status(403).json({ status: 'error', error: languages.of(req).texts.CLASS_TRAINER_CROSS_SITE })
  }

  router.get(['/dashboard.js', '/dashboard.css'], (req, res) => {
    assets ??= readAssets()
    const name = req.path.slice(1) as AssetName
    res.type(ASSETS[name]).set('Cache-Control', 'no-cache').send(assets[name])
  })

  router.get('/', (req, res) => {
    const language = languages.of(req)
    // a language chosen with ?lang= stays for the next pages, board.json and the CSV, as the web app's menu keeps it
    if (typeof req.query.lang === 'string' && languages.isShipped(req.query.lang)) {
      res.cookie(LANGUAGE_COOKIE, language.key, { path: '/', sameSite: 'lax', maxAge: LANGUAGE_COOKIE_MAX_AGE_MS })
    }
    if (!signedIn(req)) return sendPage(res, 200, loginPageHtml(language, req.baseUrl))
    sendPage(res, 200, dashboardPageHtml(language, req.baseUrl, boardFor(language)))
  })

  router.post('/login', express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    const language = languages.of(req)
    if (!isSameOrigin(req)) return sendPage(res, 403, loginPageHtml(language, req.baseUrl, { error: language.texts.CLASS_TRAINER_CROSS_SITE }))
    const address = clientAddress(req)
    const wait = limiter.retryAfterSeconds(address)
    if (wait > 0) {
      res.set('Retry-After', String(wait))
      return sendPage(res, 429, loginPageHtml(language, req.baseUrl, { error: language.texts.CLASS_TRAINER_TOO_MANY_ATTEMPTS }))
    }
    const body = (req.body ?? {}) as Record<string, unknown>
    const given = typeof body.passcode === 'string' ? body.passcode : ''
    if (!passcodeMatches(options.passcode, given)) {
      limiter.fail(address)
      return sendPage(res, 401, loginPageHtml(language, req.baseUrl, { error: language.texts.CLASS_TRAINER_WRONG_PASSCODE }))
    }
    limiter.succeed(address)
    res.cookie(TRAINER_COOKIE, sessions.issue(), {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path: req.baseUrl || '/',
      maxAge: sessions.lifetimeMs,
    })
    res.redirect(303, `${req.baseUrl}/`)
  })

  router.post('/logout', sameOriginOnly, (req, res) => {
    res.clearCookie(TRAINER_COOKIE, { path: req.baseUrl || '/', httpOnly: true, sameSite: 'strict', secure: req.secure })
    res.redirect(303, `${req.baseUrl}/`)
  })

  router.get('/board.json', requireSession, (req, res) => {
    res.set('Cache-Control', 'no-store').json(boardFor(languages.of(req)))
  })

  router.get('/scores.csv', requireSession, (req, res) => {
    const language = languages.of(req)
    res.set({ 'Cache-Control': 'no-store', 'Content-Disposition': 'attachment; filename="scores.csv"' })
    res.type('text/csv; charset=utf-8').send(`\uFEFF${scoresCsv(boardFor(language), language.texts)}`)
  })

  router.get('/events', requireSession, (req, res) => {
    // no-transform keeps compression middleware from buffering the stream
    res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' })
    res.flushHeaders()
    res.write('retry: 3000\n\n')
    const unsubscribe = roster.subscribe((change) => res.write(`event: change\ndata: ${serialised(change)}\n\n`))
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs)
    heartbeat.unref()
    res.on('close', () => {
      clearInterval(heartbeat)
      unsubscribe()
    })
  })

  const teamAction = (act: (teamId: string) => Promise<void>) => async (req: Request<{ id: string }>, res: Response) => {
    const { id } = req.params
    if (!roster.teams().some((team) => team.id === id)) {
      res.status(404).json({ status: 'error', error: `No team with id ${id}` })
      return
    }
    await act(id)
    res.json({ status: 'success' })
  }
  router.post('/teams/:id/reset', requireSession, sameOriginOnly, teamAction((id) => roster.resetTeam(id)))
  router.post('/teams/:id/remove', requireSession, sameOriginOnly, teamAction((id) => roster.removeTeam(id)))

  return router
}
