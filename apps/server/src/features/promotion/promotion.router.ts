import { readFileSync } from 'node:fs'
import { Router } from 'express'
import type { AppContext } from '../../context'
import { promotionMediaFile } from '../../lib/promotion-media'
import { overwrittenSubtitles } from '../../lib/shop-files'
import { pageChrome, rawHtml, renderView } from '../../lib/views'

/** The subtitles as they are now (an uploaded archive may have replaced them); without any the video plays bare. */
function readSubtitles(ctx: AppContext): string {
  try {
    return overwrittenSubtitles(ctx) ?? readFileSync(promotionMediaFile(ctx.config, 'subtitles'), 'utf8')
  } catch {
    return ''
  }
}

// vuln-code-snippet start videoXssChallenge
/** The promotion page: the video with its subtitles inlined into the page, so they play without another request. */
function promotionPage(ctx: AppContext): string {
  const subtitles = readSubtitles(ctx)
  ctx.bus.emit('promotion:rendered', { subtitles })
  return renderView('promotion.html', { ...pageChrome(ctx.config), subtitles: rawHtml(subtitles) }) // vuln-code-snippet vuln-line videoXssChallenge
}
// vuln-code-snippet end videoXssChallenge

/** GET /promotion (server-rendered page) and GET /video (the MP4, with Range requests). */
export function promotionRouter(ctx: AppContext): Router {
  const router = Router()
  router.get('/promotion', (_req, res) => {
    res.type('html').send(promotionPage(ctx))
  })
  router.get('/video', (_req, res, next) => {
    res.sendFile(promotionMediaFile(ctx.config, 'video'), { headers: { 'Content-Type': 'video/mp4' } }, (error) => error && next(error))
  })
  return router
}
