import express, { Router, type Request, type RequestHandler } from 'express'
import multer from 'multer'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { cookieUser, illegalActivity } from '../../lib/auth/guards'
import { HttpError } from '../../lib/http-error'
import { validate } from '../../lib/validate'
import { readMultipart } from '../../lib/multipart'
import { basePathOf } from '../../lib/views'
import { ChildSandbox } from '../../lib/child-sandbox'
import { renderProfilePage } from './profile.page'
import { findProfile } from './profile.repo'
import { changeUsername, linkImageFromUrl, sniffProfileImage, storeUploadedImage, UPLOADS_URL_PATH, uploadsFolder } from './profile.service'
import { SOLVE_KEY, SOLVE_PATH, takeAbuseFlag } from './server-side'

/**
 * Profile uploads are read into memory and limited to 200 kB, like every image upload of the shop; the whole form
 * is bounded too (it is read before the login check): a few short fields and one file.
 */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: 200_000, files: 1, fields: 10, fieldSize: 10_000, fieldNameSize: 100, parts: 12, headerPairs: 50 },
})

/** Reads a profile form; a file over the limit keeps the original's answer (500 "File too large"). */
const readForm = (middleware: RequestHandler): RequestHandler =>
  readMultipart(middleware, (failure, _req, _res, next) => next(failure.fileTooLarge ? failure.cause : new HttpError(failure.status, failure.message)))

/** The id of the user behind the `token` cookie; forged tokens with odd ids never reach a file name. */
function cookieUserId(ctx: AppContext, req: Request): number {
  const id = cookieUser(ctx, req)?.id
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw illegalActivity(req)
  return id
}

const usernameBody = z.object({ username: z.string({ error: 'username must be a text' }) })

/** The server-rendered profile page (cookie sessions) and its forms. */
export function profileRouter(ctx: AppContext): Router {
  const router = Router()
  const backToProfile = `${basePathOf(ctx.config)}/profile`
  const templates = new ChildSandbox()

  router.get('/profile', async (req, res) => {
    const user = findProfile(ctx.db, cookieUserId(ctx, req))
    if (!user) throw illegalActivity(req)
    const page = await renderProfilePage(ctx, req, templates, user)
    res.setHeader('Content-Security-Policy', page.contentSecurityPolicy)
    res.type('html').send(page.html)
  })

  // vuln-code-snippet start csrfChallenge
  router.post('/profile', readForm(upload.none()), validate(usernameBody), (req, res) => { // vuln-code-snippet vuln-line csrfChallenge
    const from = { origin: req.get('Origin'), referer: req.get('Referer') }
    const token = changeUsername(ctx, cookieUserId(ctx, req), req.body.username, from) // vuln-code-snippet vuln-line csrfChallenge
    res.cookie('token', token)
    res.redirect(302, backToProfile)
  })
  // vuln-code-snippet end csrfChallenge

  router.post('/profile/image/file', readForm(upload.single('file')), (req, res) => {
    const { ext, bytes } = sniffProfileImage(req.file?.buffer)
    storeUploadedImage(ctx, cookieUserId(ctx, req), ext, bytes)
    res.redirect(302, backToProfile)
  })

  router.post('/profile/image/url', readForm(upload.none()), async (req, res) => {
    const imageUrl: unknown = req.body?.imageUrl
    if (imageUrl !== undefined) {
      const userId = cookieUserId(ctx, req)
      if (typeof imageUrl !== 'string') return void res.status(400).json({ status: 'error', message: 'imageUrl must be a text' })
      await linkImageFromUrl(ctx, userId, imageUrl)
    }
    res.redirect(302, backToProfile)
  })

  return router
}

/**
 * Answered before cookies and bodies are read: the uploaded profile pictures (falling through to the web app's
 * bundled defaults), and the address the shop's own server-side requests end up at.
 */
export function profileStaticRouter(ctx: AppContext): Router {
  const router = Router()
  // an uploaded SVG may carry scripts: opened on its own, nothing in it may run or load
  const uploadHeaders = (res: express.Response): void => void res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  router.use(`/${UPLOADS_URL_PATH}`, express.static(uploadsFolder(ctx), { index: false, fallthrough: true, setHeaders: uploadHeaders }))
  router.get(SOLVE_PATH, (req, res, next) => {
    const bug = req.query.key === SOLVE_KEY ? takeAbuseFlag(ctx) : undefined
    if (!bug) return next()
    ctx.bus.emit('profile:server-side-reached', { bug })
    res.status(204).end()
  })
  return router
}
