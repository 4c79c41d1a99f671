import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Router } from 'express'
import multer from 'multer'
import { MEMORY_CAPTION_MAX, MEMORY_IMAGE_MAX_BYTES } from '@pulp/shared'
import type { AppContext } from '../../context'
import { sessionUser } from '../../lib/auth/guards'
import { readMultipart } from '../../lib/multipart'
import { UPLOADS_URL_PATH, uploadsFolder } from '../../lib/uploads'
import { sniffFileType } from '../../lib/image-type'
import { allMemories, insertMemory } from './memories.repo'

const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg'])
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MEMORY_IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: MEMORY_CAPTION_MAX * 4 },
})

/** A broken or oversized upload answers 413 or 400 with `{error}`, the photo wall's own error shape. */
const receiveImage = readMultipart(upload.single('image'), (failure, _req, res) => {
  res.status(failure.status).json({ error: failure.fileTooLarge ? `The image is larger than ${MEMORY_IMAGE_MAX_BYTES / 1000} kB` : failure.message })
})

/** The stored name: the original name lower-cased and tamed, spaces as dashes, then the time and the real type. */
export function storedImageName(originalName: string, ext: string, now = Date.now()): string {
  const base = originalName.toLowerCase().replace(/\s+/g, '-').replace(/[^a-z0-9._-]/g, '').replace(/^\.+/, '').slice(0, 80)
  return `${base || 'photo'}-${now}.${ext}`
}

/** The photo wall: every memory, and uploads of png or jpeg photos with a caption by logged-in users. */
export function memoriesRouter(ctx: AppContext): Router {
  const router = Router()
  router.get('/rest/memories', (_req, res) => {
    res.json({ status: 'success', data: allMemories(ctx.db) })
  })

  router.post('/rest/memories', receiveImage, (req, res) => {
    const file = req.file
    if (!file) return void res.status(400).json({ error: 'File is not passed' })
    const user = sessionUser(ctx, req)
    if (!user) return void res.status(401).json({ status: 'error', message: 'Log in to share a photo on the photo wall' })
    const caption: unknown = req.body?.caption
    if (typeof caption !== 'string' || caption.trim() === '' || caption.length > MEMORY_CAPTION_MAX) {
      return void res.status(400).json({ error: `The caption must be text of 1 to ${MEMORY_CAPTION_MAX} characters` })
    }
    const sniffed = sniffFileType(file.buffer)
    if (!ACCEPTED_TYPES.has(file.mimetype) || !sniffed || (sniffed.ext !== 'png' && sniffed.ext !== 'jpg')) {
      return void res.status(415).json({ error: 'Only PNG and JPEG images can go on the photo wall' })
    }
    const name = storedImageName(file.originalname, sniffed.ext)
    mkdirSync(uploadsFolder(ctx), { recursive: true })
    writeFileSync(join(uploadsFolder(ctx), name), file.buffer)
    const memory = insertMemory(ctx.db, { UserId: user.id, caption: caption.trim(), imagePath: `${UPLOADS_URL_PATH}/${name}` })
    res.json({ status: 'success', data: memory })
  })
  return router
}

/** Answered before the static files: tells the detectors which upload was asked for, exactly as the URL spelled it. */
export function memoriesStaticRouter(ctx: AppContext): Router {
  const router = Router()
  router.use(`/${UPLOADS_URL_PATH}`, (req, _res, next) => {
    ctx.bus.emit('memories:image-requested', { url: req.originalUrl })
    next()
  })
  return router
}
