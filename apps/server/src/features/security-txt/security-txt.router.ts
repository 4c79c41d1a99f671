import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import express, { Router, type RequestHandler } from 'express'
import type { AppContext } from '../../context'
import { serverRoot, webRoot } from '../../paths'
import { serveIndexOnFirstUse as serveIndex } from '../../lib/on-first-use'

/** The served /.well-known folder: the CSAF provider metadata, its advisories and their checksums. */
export const WELL_KNOWN_FOLDER = join(serverRoot, 'well-known')
const PUBLISHED_BASE_URL = 'http://localhost:3000'

/** The two-letter codes of the languages the web app ships, in file order. */
function preferredLanguages(): string[] {
  const files = readdirSync(join(webRoot(), 'assets', 'i18n'))
  const codes = files.map((file) => /^([a-z]{2})(?:[-_][A-Za-z]+)?\.json$/.exec(file)?.[1]).filter((code) => code !== undefined)
  return [...new Set(codes)]
}

/** RFC 9116: how to report a vulnerability in the shop, and where its advisories are. */
function securityTxt(ctx: AppContext): string {
  const { securityTxt: txt } = ctx.config.application
  const expires = new Date(ctx.startedAt)
  expires.setFullYear(expires.getFullYear() + 1)
  return [
    `Contact: ${txt.contact}`,
    `Encryption: ${txt.encryption}`,
    `Acknowledgements: ${txt.acknowledgements}`,
    `Preferred-Languages: ${preferredLanguages().join(', ')}`,
    `Hiring: ${txt.hiring}`,
    `CSAF: ${ctx.config.server.baseUrl}${txt.csaf}`,
    `Expires: ${expires.toISOString()}`,
    '',
  ].join('\n')
}

/** security.txt and the CSAF tree under /.well-known, listed like the other browsable folders. */
export function securityTxtStaticRouter(ctx: AppContext): Router {
  const router = Router()
  const sendSecurityTxt: RequestHandler = (req, res) => {
    ctx.bus.emit('security-txt:served', { path: req.path })
    res.type('text/plain').send(securityTxt(ctx))
  }
  router.get(['/.well-known/security.txt', '/security.txt'], sendSecurityTxt)
  router.get('/.well-known/csaf/provider-metadata.json', (_req, res) => {
    const metadata = readFileSync(join(WELL_KNOWN_FOLDER, 'csaf', 'provider-metadata.json'), 'utf8')
    res.type('application/json').send(metadata.replaceAll(PUBLISHED_BASE_URL, ctx.config.server.baseUrl))
  })
  router.use('/.well-known', serveIndex(WELL_KNOWN_FOLDER, { icons: true, view: 'details' }))
  router.use('/.well-known', express.static(WELL_KNOWN_FOLDER, { dotfiles: 'deny', index: false }))
  return router
}
