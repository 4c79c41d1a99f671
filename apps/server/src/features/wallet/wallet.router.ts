import { Router, type Request } from 'express'
import type { AppContext } from '../../context'
import { appendUserId, bearerToken, illegalActivity, sessionUser } from '../../lib/auth/guards'
import { verifyToken } from '../../lib/auth/jwt'
import { crudRouter } from '../../lib/crud-router'
import { cardsModel } from './cards.model'
import { cardsOf, deleteCard, ownedCard, walletBalanceOf } from './wallet.repo'
import { deluxeStatus, maskedCard, topUpWallet, upgradeToDeluxe } from './wallet.service'

/** The id of the bearer token's user; the MAP guard in front has made sure there is one. */
function userIdOf(ctx: AppContext, req: Request): number {
  const id = sessionUser(ctx, req)?.id
  if (id === undefined) throw illegalActivity(req)
  return id
}

const TOP_UP_ANSWERS = {
  'payment-refused': [402, { status: 'error', message: 'Payment not accepted.' }],
  'not-a-number': [400, { status: 'error', message: 'The balance must be a number.' }],
  'no-wallet': [404, { status: 'error' }],
} as const

/** The wallet, saved payment cards and the deluxe membership. */
export function walletRouter(ctx: AppContext): Router {
  const router = Router()
  const withUser = appendUserId(ctx)

  router.get('/rest/wallet/balance', withUser, (req, res) => {
    const balance = walletBalanceOf(ctx.db, userIdOf(ctx, req))
    if (balance === undefined) return void res.status(404).json({ status: 'error' })
    res.json({ status: 'success', data: balance })
  })

  router.put('/rest/wallet/balance', withUser, (req, res) => {
    const result = topUpWallet(ctx, userIdOf(ctx, req), req.body.balance, req.body.paymentId)
    if (result.outcome === 'topped-up') return void res.json({ status: 'success', data: req.body.balance })
    const [status, body] = TOP_UP_ANSWERS[result.outcome]
    res.status(status).json(body)
  })

  router.get('/api/Cards', withUser, (req, res) => {
    res.json({ status: 'success', data: cardsOf(ctx.db, userIdOf(ctx, req)).map((card) => maskedCard(ctx, card)) })
  })

  router.get('/api/Cards/:id', withUser, (req, res) => {
    const card = ownedCard(ctx.db, req.params.id, userIdOf(ctx, req))
    if (!card) return void res.status(400).json({ status: 'error', data: 'Malicious activity detected' })
    res.json({ status: 'success', data: maskedCard(ctx, card) })
  })

  router.delete('/api/Cards/:id', withUser, (req, res) => {
    const card = ownedCard(ctx.db, req.params.id, userIdOf(ctx, req))
    if (!card) return void res.status(400).json({ status: 'error', data: 'Malicious activity detected.' })
    deleteCard(ctx.db, card.id)
    res.json({ status: 'success', data: 'Card deleted successfully.' })
  })

  router.use(crudRouter(ctx, cardsModel(ctx)))

  router.get('/rest/deluxe-membership', (req, res) => {
    const status = deluxeStatus(verifyToken(bearerToken(req)))
    if (status.eligible) return void res.json({ status: 'success', data: { membershipCost: status.membershipCost } })
    res.status(400).json({ status: 'error', error: status.error })
  })

  router.post('/rest/deluxe-membership', withUser, (req, res) => {
    const result = upgradeToDeluxe(ctx, userIdOf(ctx, req), req.body.paymentMode, req.body.paymentId)
    if (result.outcome === 'refused') return void res.status(400).json({ status: 'error', error: result.error })
    res.json({ status: 'success', data: { confirmation: 'Congratulations! You are now a deluxe member!', token: result.token } })
  })

  return router
}
