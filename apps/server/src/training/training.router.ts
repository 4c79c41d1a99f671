import { Router, type Request } from 'express'
import type { ContinueCodeKind } from '@pulp/challenges'
import type { AppContext } from '../context'
import { createChallengeTranslator } from './challenge-translator'
import { denyAll } from '../lib/auth/guards'
import { toChallengeDto, toHintDto, type ChallengeRow, type HintRow } from './challenge-store'

const CHALLENGE_FILTERS = ['id', 'key', 'name', 'category', 'difficulty', 'solved', 'disabledEnv', 'tutorialOrder',
  'codingChallengeStatus', 'hasCodingChallenge'] as const
const CONTINUE_CODE_ROUTES: [ContinueCodeKind, string][] = [
  ['hacking', '/rest/continue-code'],
  ['findIt', '/rest/continue-code-findIt'],
  ['fixIt', '/rest/continue-code-fixIt'],
]

function challengeQuery(req: Request): { sql: string; params: unknown[] } {
  const query = req.query as Record<string, string>
  const conditions: string[] = []
  const params: unknown[] = []
  for (const column of CHALLENGE_FILTERS) {
    const value = query[column]
    if (typeof value !== 'string') continue
    conditions.push(`"${column}" = ?`)
    params.push(value === 'true' ? 1 : value === 'false' ? 0 : value)
  }
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''
  const order = query.sort === 'name' ? ' ORDER BY name' : query.sort === '-name' ? ' ORDER BY name DESC' : ' ORDER BY id'
  return { sql: `SELECT * FROM Challenges${where}${order}`, params }
}

/** Score board data, hints, continue codes and notification replays. */
export function trainingRouter(ctx: AppContext): Router {
  const router = Router()
  // names, descriptions and hints go out in the language of the `language` cookie; the database keeps English
  const translate = createChallengeTranslator(ctx.config)

  router.get('/api/Challenges', (req, res) => {
    const { sql, params } = challengeQuery(req)
    const rows = ctx.db.prepare(sql).all(...params) as ChallengeRow[]
    const language = translate.languageOf(req)
    res.json({ status: 'success', data: rows.map((row) => translate.challenge(toChallengeDto(row, ctx.config), language)) })
  })
  router.get('/api/Challenges/:id', denyAll(), (req, res) => {
    const row = ctx.db.prepare('SELECT * FROM Challenges WHERE id = ?').get(req.params.id) as ChallengeRow | undefined
    if (!row) return void res.status(404).json({ message: 'Not Found', errors: [] })
    res.json({ status: 'success', data: translate.challenge(toChallengeDto(row, ctx.config), translate.languageOf(req)) })
  })

  // the score board is read-only through the API: writes are refused like any other DENY route
  router.post('/api/Challenges', denyAll(), (_req, res) => void res.status(403).json({ message: 'Challenges cannot be changed', errors: [] }))
  router.all('/api/Challenges/:id', denyAll(), (_req, res) => void res.status(403).json({ message: 'Challenges cannot be changed', errors: [] }))

  router.get('/api/Hints', (req, res) => {
    const rows = ctx.db.prepare('SELECT * FROM Hints ORDER BY id').all() as HintRow[]
    const language = translate.languageOf(req)
    res.json({ status: 'success', data: rows.map((row) => translate.hint(toHintDto(row), language)) })
  })

  for (const [kind, path] of CONTINUE_CODE_ROUTES) {
    router.get(path, (_req, res) => {
      res.json({ continueCode: ctx.training.continueCode(kind) })
    })
    router.put(`${path}/apply/:code`, (req, res) => {
      const code = String(req.params.code)
      const ids = ctx.training.decode(kind, code)
      if (ids.length === 0) return void res.status(404).send('Invalid continue code.')
      ctx.bus.emit('training:continue-code-applied', { kind, ids })
      if (kind === 'hacking' && ids.includes(999)) return void res.status(200).end()
      const restored = ctx.training.restore(kind, ids)
      res.json({ data: `${restored} solved challenges have been restored.` })
    })
  }

  router.get('/rest/repeat-notification', (req, res) => {
    const requested = typeof req.query.challenge === 'string' ? req.query.challenge : ''
    let name = requested
    try {
      name = decodeURIComponent(requested)
    } catch {
      // a name with a stray % is looked up as it came
    }
    // a score board in another language may only know the translated name
    const key = translate.keyOfTranslatedName(name, translate.languageOf(req))
    const row = (key === undefined
      ? ctx.db.prepare('SELECT * FROM Challenges WHERE name = ?').get(name)
      : ctx.db.prepare('SELECT * FROM Challenges WHERE key = ?').get(key)) as ChallengeRow | undefined
    if (row?.solved === 1) ctx.training.notify(row, true)
    res.sendStatus(200)
  })

  return router
}
