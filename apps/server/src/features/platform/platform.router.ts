import { Router } from 'express'
import type { AppContext } from '../../context'
import { APP_VERSION } from '../../training/engine'
import { defaultLanguageFolders, type LanguageFolders } from '../../lib/languages/language-files'
import { listLanguages } from '../../lib/languages/language-list'

/** Version, configuration and languages: what the web app asks for before anything else. */
export function platformRouter(ctx: AppContext, languageFolders: LanguageFolders = defaultLanguageFolders()): Router {
  const router = Router()
  // computed from the translation files on the first request, then kept: the files do not change while running
  let languages: ReturnType<typeof listLanguages> | undefined
  router.get('/rest/admin/application-version', (_req, res) => {
    res.json({ version: ctx.config.application.showVersionNumber ? APP_VERSION : '' })
  })
  router.get('/rest/admin/application-configuration', (_req, res) => {
    // the trainer's passcode is for the trainer alone
    res.json({ config: { ...ctx.config, classMode: { ...ctx.config.classMode, trainerPasscode: '' } } })
  })
  router.get('/rest/languages', (_req, res) => {
    languages ??= listLanguages(languageFolders)
    res.json(languages)
  })
  router.get('/rest/country-mapping', (_req, res) => {
    if (ctx.config.ctf.countryMapping === null) return void res.status(500).end()
    res.json(ctx.config.ctf.countryMapping)
  })
  return router
}
