import { Router, type Response } from 'express'
import { findItRequestSchema, fixItRequestSchema, type FindItRequest, type FixItRequest } from '@pulp/shared'
import type { AppContext } from '../context'
import { validate } from '../lib/validate'
import type { CodingChallengeAnswer } from './coding-challenges'

const NO_FIXES = { error: 'No fixes found for the snippet!' }

/** 404 (no coding challenge for the key) or 422 (its region or fix files are broken) in the snippet routes' shape. */
function refuseSnippet(res: Response, key: string, refusal: Extract<CodingChallengeAnswer<unknown>, { found: false }>): void {
  const error = refusal.status === 422 ? `Broken code challenge for challenge key ${key}: ${refusal.reason}` : `No code challenge for challenge key: ${key}`
  res.status(refusal.status).json({ status: 'error', error })
}

/** The coding challenges: the snippet, find it (vulnerable lines) and fix it (one of the fix options). */
export function snippetsRouter(ctx: AppContext): Router {
  const router = Router()
  const coding = ctx.codingChallenges

  router.get('/snippets', (_req, res) => {
    res.json({ challenges: coding.offeredKeys() })
  })

  router.get('/snippets/fixes/:key', (req, res) => {
    const found = coding.lookup(req.params.key)
    if (!found.found) return void res.status(404).json(NO_FIXES)
    res.json({ fixes: found.challenge.fixes.fixes.map((fix) => fix.text) })
  })

  router.post('/snippets/fixes', validate(fixItRequestSchema), (req, res) => {
    const { key, selectedFix } = req.body as FixItRequest
    const result = coding.fixIt(key, selectedFix)
    if (!result.found) return void res.status(404).json(NO_FIXES)
    if (!result.answer) {
      const options = result.challenge.fixes.fixes.length
      return void res.status(400).json({ status: 'error', error: `selectedFix must be between 0 and ${options - 1} for ${key}` })
    }
    res.json(result.answer)
  })

  router.post('/snippets/verdict', validate(findItRequestSchema), (req, res) => {
    const { key, selectedLines } = req.body as FindItRequest
    const result = coding.findIt(key, selectedLines)
    if (!result.found) return refuseSnippet(res, key, result)
    res.json(result.answer)
  })

  router.get('/snippets/:key', (req, res) => {
    const found = coding.lookup(req.params.key)
    if (!found.found) return refuseSnippet(res, req.params.key, found)
    res.json({ snippet: found.challenge.snippet.snippet })
  })

  return router
}
