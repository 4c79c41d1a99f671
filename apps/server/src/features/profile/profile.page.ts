import type { ChallengeKey } from '@pulp/challenges'
import type { Request } from 'express'
import type { AppContext } from '../../context'
import { md5 } from '../../lib/crypto'
import { HttpError } from '../../lib/http-error'
import { escapeHtml, pageChrome, rawHtml, renderView } from '../../lib/views'
import type { ProfileRow } from './profile.repo'
import { callShopItself, raiseAbuseFlag, SOLVE_KEY, SOLVE_PATH, solvePathIn } from './server-side'
import type { ChildSandbox } from '../../lib/child-sandbox'
import { evaluateTemplateExpression, TEMPLATE_TIMEOUT_MS, type SandboxCall } from './template-sandbox'

export interface ProfilePage {
  html: string
  contentSecurityPolicy: string
}

/** A hole can be played unless safety mode (or the environment) switched its challenge off. */
const playable = (ctx: AppContext, key: ChallengeKey): boolean => ctx.training.row(key).disabledEnv === null

/** Header values cannot carry line breaks or other control characters; everything else stays as stored. */
const headerSafe = (text: string): string => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '')

/** The characters that end a URL inside a shell command. */
const COMMAND_DELIMITERS = /[\s'"`;|&<>]+/

/**
 * The first http(s) URL in a shell command that names SOLVE_PATH: the command is split into words once, and each
 * word is searched with indexOf, so a long command costs linear time.
 */
function solveUrlInCommand(command: string): string | undefined {
  for (const word of command.split(COMMAND_DELIMITERS)) {
    const lower = word.toLowerCase()
    const schemes = [lower.indexOf('http://'), lower.indexOf('https://')].filter((index) => index !== -1)
    if (schemes.length === 0) continue
    const start = Math.min(...schemes)
    if (lower.indexOf(SOLVE_PATH, start) !== -1) return word.slice(start)
  }
  return undefined
}

/** Where a recorded stand-in call should reach the shop: its SOLVE_PATH, or nowhere. */
function solvePathOf(call: SandboxCall): string | undefined {
  if (call.module !== 'child_process') return solvePathIn(call.target)
  const named = solveUrlInCommand(call.target)
  if (named) return solvePathIn(named)
  // downloading and running the juicy malware: it would call the shop with the key, so the stand-in does
  return /juicy_malware/i.test(call.target) ? `${SOLVE_PATH}?key=${SOLVE_KEY}` : undefined
}

const SANDBOX_UNAVAILABLE = {
  timeout: `Your username took longer than ${TEMPLATE_TIMEOUT_MS} ms to render. Please try again later.`,
  'out-of-memory': 'Your username needed too much memory to render.',
  busy: 'Too many usernames are being rendered right now. Please try again later.',
}

interface ShownName {
  text: string
  notice?: string
}

/** A username of the form #{…} is a template expression: the shop evaluates it and shows the result. */
// vuln-code-snippet start sstiChallenge
async function shownUsername(ctx: AppContext, req: Request, templates: ChildSandbox, username: string): Promise<ShownName> {
  const expression = /^#\{([\s\S]*)\}$/.exec(username)
  if (!expression || !playable(ctx, 'sstiChallenge')) return { text: username }
  raiseAbuseFlag(ctx, 'ssti') // vuln-code-snippet hide-line
  const outcome = await evaluateTemplateExpression(templates, expression[1]) // vuln-code-snippet vuln-line sstiChallenge
  if (outcome.status !== 'value' && outcome.status !== 'error') throw new HttpError(503, SANDBOX_UNAVAILABLE[outcome.status])
  for (const call of outcome.calls) {
    const path = solvePathOf(call)
    if (path) callShopItself(req, path)
  }
  if (outcome.status === 'error') return { text: `\\${username}`, notice: `Your username could not be rendered: ${outcome.message}` }
  return { text: outcome.text }
}
// vuln-code-snippet end sstiChallenge

/** GET /profile: the server-rendered profile page of `user` and the Content-Security-Policy it is sent with. */
export async function renderProfilePage(ctx: AppContext, req: Request, templates: ChildSandbox, user: ProfileRow): Promise<ProfilePage> {
  const shown = await shownUsername(ctx, req, templates, user.username)
  // vuln-code-snippet start usernameXssChallenge
  const username = playable(ctx, 'usernameXssChallenge') ? rawHtml(shown.text) : shown.text // vuln-code-snippet vuln-line usernameXssChallenge
  const contentSecurityPolicy = `img-src 'self' ${headerSafe(user.profileImage)}; script-src 'self' 'unsafe-eval'` // vuln-code-snippet vuln-line usernameXssChallenge
  // vuln-code-snippet end usernameXssChallenge
  const html = renderView('profile.html', {
    ...pageChrome(ctx.config),
    username,
    usernameValue: user.username,
    email: user.email,
    profileImage: user.profileImage,
    gravatarUrl: `https://www.gravatar.com/avatar/${md5(String(user.email ?? '').trim().toLowerCase())}`,
    templateNotice: shown.notice ? rawHtml(`<p class="card notice">${escapeHtml(shown.notice)}</p>`) : undefined,
  })
  ctx.bus.emit('profile:viewed', { username: user.username, profileImage: user.profileImage })
  return { html, contentSecurityPolicy }
}
