import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler, type Response } from 'express'
import { z } from 'zod'
import type { Classroom, JoinOutcome } from './classroom'
import { cookieOf } from '../lib/cookies'
import { createJoinLanguages, renderJoinPage, type JoinLanguages, type JoinPageState, type JoinTextKey } from './join-page'

/** The HMAC-signed cookie that says which team a browser belongs to. */
export const TEAM_COOKIE = 'pulp_team'
const TEAM_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export const TEAM_NAME_MAX = 40
export const joinRequestSchema = z.object({
  name: z.string().trim().min(1).max(TEAM_NAME_MAX).regex(/^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u),
  passcode: z.string().min(4).max(100),
})

const REFUSALS: Record<Exclude<JoinOutcome, { ok: true }>['reason'], { status: number; text: JoinTextKey }> = {
  'wrong passcode': { status: 401, text: 'CLASS_JOIN_WRONG_PASSCODE' },
  'too many attempts': { status: 429, text: 'CLASS_JOIN_TOO_MANY_ATTEMPTS' },
  'class full': { status: 503, text: 'CLASS_JOIN_CLASS_FULL' },
}

export interface ClassAppOptions {
  classroom: Classroom
  /** the trainer's pages, mounted at /class/trainer */
  trainerRouter?: RequestHandler
  languages?: JoinLanguages
}

/** A form post from a page of another site (or a sandboxed frame): joining and leaving are for this site's pages. */
function isCrossSite(req: Request): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return req.headers['sec-fetch-site'] === 'cross-site'
  try {
    return new URL(origin).host !== req.headers.host
  } catch {
    return true
  }
}

/**
 * What the browser keeps of the team's shop belongs to that team: its login cookie, and the web app's storage (the
 * token, the basket). All teams share one origin, so a browser that changes teams forgets them.
 */
function forgetPreviousShop(res: Response): void {
  res.clearCookie('token', { path: '/' })
  res.setHeader('Clear-Site-Data', '"storage"')
}

/** A page load of the browser (rather than a script's call), which can be sent to another page. */
const isNavigation = (req: Request): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['json', 'html']) === 'html' && !req.path.startsWith('/rest/') && !req.path.startsWith('/api/')

/**
 * The class server's app: the join page, leaving, the trainer's pages, and for everything else the shop of the
 * team the `pulp_team` cookie names. Without a valid cookie, pages lead to the join page and API calls get a 401.
 */
export function createClassApp({ classroom, trainerRouter, languages = createJoinLanguages() }: ClassAppOptions): Express {
  const app = express()
  app.disable('x-powered-by')
  const readForm = [express.urlencoded({ extended: false, limit: '10kb' }), express.json({ limit: '10kb' })]

  /** The join page: no script, its own inline style, sent only to this site, shown in no frame. */
  const sendJoinPage = (req: Request, res: Response, status: number, page: JoinPageState = {}): void => {
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Cache-Control', 'no-store')
    res.status(status).type('html').send(renderJoinPage(languages.of(req), page))
  }
  /** Answers a join or leave request in its own terms: JSON for scripts, the join page (or a redirect) for forms. */
  const answer = (req: Request, res: Response, status: number, text: JoinTextKey, name?: string): void => {
    if (req.is('application/json')) return void res.status(status).json({ error: languages.of(req).texts[text] })
    sendJoinPage(req, res, status, { error: text, name })
  }
  const sameSiteOnly: RequestHandler = (req, res, next) => (isCrossSite(req) ? answer(req, res, 403, 'CLASS_JOIN_CROSS_SITE') : next())

  app.get('/class/join', (req, res) => sendJoinPage(req, res, 200, { currentTeam: classroom.teamOfCookie(cookieOf(req, TEAM_COOKIE))?.name }))

  app.post('/class/join', sameSiteOnly, ...readForm, (req, res) => {
    const parsed = joinRequestSchema.safeParse(req.body ?? {})
    const name = typeof req.body?.name === 'string' ? req.body.name.slice(0, TEAM_NAME_MAX) : ''
    if (!parsed.success) {
      const nameIsWrong = parsed.error.issues.some((issue) => issue.path[0] === 'name')
      return answer(req, res, 400, nameIsWrong ? 'CLASS_JOIN_INVALID_NAME' : 'CLASS_JOIN_INVALID_PASSCODE', name)
    }
    const outcome = classroom.join(parsed.data.name, parsed.data.passcode)
    if (!outcome.ok) return answer(req, res, REFUSALS[outcome.reason].status, REFUSALS[outcome.reason].text, name)
    res.cookie(TEAM_COOKIE, classroom.cookieValue(outcome.team.id), { httpOnly: true, sameSite: 'lax', secure: req.secure, maxAge: TEAM_COOKIE_MAX_AGE_MS, path: '/' })
    forgetPreviousShop(res)
    if (req.is('application/json')) return void res.status(outcome.created ? 201 : 200).json({ team: { id: outcome.team.id, name: outcome.team.name }, created: outcome.created })
    res.redirect(303, '/')
  })

  app.post('/class/leave', sameSiteOnly, (req, res) => {
    res.clearCookie(TEAM_COOKIE, { path: '/' })
    forgetPreviousShop(res)
    if (req.accepts(['json', 'html']) === 'json') return void res.json({ left: true })
    res.redirect(303, '/class/join')
  })

  // ── The trainer's pages, made from the classroom in main.ts: trainerRouter: (roster) => createTrainerRouter(roster, passcode)
  if (trainerRouter) app.use('/class/trainer', trainerRouter)

  app.use((req, res, next) => {
    const team = classroom.teamOfCookie(cookieOf(req, TEAM_COOKIE))
    if (team) return classroom.shopOf(team.id).app(req, res, next)
    // orchestrators and load balancers probe the version, as they do a single shop's, to see that the class is up
    if (req.method === 'GET' && /^\/rest\/admin\/application-version\/?$/i.test(req.path)) return void res.json({ version: classroom.applicationVersion() })
    if (isNavigation(req)) return res.redirect(302, '/class/join')
    res.status(401).json({ error: languages.of(req).texts.CLASS_JOIN_NEEDED })
  })

  const classError: ErrorRequestHandler = (error: { status?: unknown; message?: unknown }, _req, res, _next) => {
    // a body that does not parse or is too large is the client's mistake
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500
    if (status === 500) console.error('The class server could not answer:', error)
    if (!res.headersSent) res.status(status).json({ error: status === 500 ? 'The class server could not answer this request' : String(error.message) })
  }
  app.use(classError)
  return app
}
