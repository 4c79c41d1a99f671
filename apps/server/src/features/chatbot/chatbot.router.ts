import { Router, type Request } from 'express'
import { chatbotRequestSchema, type ChatbotRequest } from '@pulp/shared'
import type { AppContext } from '../../context'
import { bearerToken, cookieUser, sessionUser } from '../../lib/auth/guards'
import { validate } from '../../lib/validate'
import { ChatBot } from './chatbot.service'

/** The logged-in user (token cookie or bearer) with the username as stored now. */
function chatUser(ctx: AppContext, req: Request): { id: number; username: string } | undefined {
  const session = cookieUser(ctx, req) ?? sessionUser(ctx, req)
  if (!session) return undefined
  const row = ctx.db.prepare('SELECT id, username FROM Users WHERE id = ?').get(session.id) as { id: number; username: string | null } | undefined
  return row ? { id: row.id, username: row.username ?? '' } : undefined
}

const hasToken = (req: Request): boolean => Boolean(req.cookies?.token ?? bearerToken(req))

/** The support chatbot: status (greeting or name query) and respond (query or setname). */
export function chatbotRouter(ctx: AppContext): Router {
  const router = Router()
  const bot = new ChatBot(ctx)
  ctx.lifecycle.onClose(() => bot.sandbox.close())

  router.get('/rest/chatbot/status', async (req, res) => {
    if (!hasToken(req)) {
      return void res.json({ status: true, body: `Hi, I can't recognize you. Sign in to talk to ${ctx.config.application.chatBot.name}` })
    }
    const user = chatUser(ctx, req)
    if (!user) return void res.status(401).json({ error: 'Unauthenticated user' })
    res.json({ status: true, ...(await bot.status(user)) })
  })

  router.post('/rest/chatbot/respond', validate(chatbotRequestSchema), async (req, res) => {
    const user = chatUser(ctx, req)
    if (!user) return void res.status(401).json({ error: 'Unauthenticated user' })
    const { action, query } = req.body as ChatbotRequest
    res.json(action === 'setname' ? await bot.setName(user, query) : await bot.query(user, query))
  })

  return router
}
