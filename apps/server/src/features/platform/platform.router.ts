import { Router } from 'express'
import type { AppContext } from '../../context'
import { APP_VERSION } from '../../training/engine'

/** The languages the web app ships translations for (apps/web/public/assets/i18n). */
const LANGUAGES = [
  { key: 'de_DE', lang: 'Deutsch', icons: ['de'], shortKey: 'DE', percentage: 100, gauge: 'full' },
  { key: 'en', lang: 'English', icons: ['gb', 'us'], shortKey: 'EN', percentage: 100, gauge: 'full' },
]

/** Version, configuration and languages: what the web app asks for before anything else. */
export function platformRouter(ctx: AppContext): Router {
  const router = Router()
  router.get('/rest/admin/application-version', (_req, res) => {
    res.json({ version: ctx.config.application.showVersionNumber ? APP_VERSION : '' })
  })
  router.get('/rest/admin/application-configuration', (_req, res) => {
    res.json({ config: ctx.config })
  })
  router.get('/rest/languages', (_req, res) => {
    res.json(LANGUAGES)
  })
  router.get('/rest/country-mapping', (_req, res) => {
    if (ctx.config.ctf.countryMapping === null) return void res.status(500).end()
    res.json(ctx.config.ctf.countryMapping)
  })
  return router
}
