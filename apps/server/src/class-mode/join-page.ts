import type { IncomingMessage } from 'node:http'
import type { Request } from 'express'
import { defaultLanguageFolders, ENGLISH, LANGUAGE_COOKIE, languageKeysIn, readUiTexts, UNRELEASED_LANGUAGE, type LanguageFolders } from '../lib/languages/language-files'

/** The texts of the join page, in the translation files of the web app. */
export const JOIN_TEXT_KEYS = [
  'CLASS_JOIN_TITLE',
  'CLASS_JOIN_INTRO',
  'CLASS_JOIN_TEAM_NAME',
  'CLASS_JOIN_TEAM_NAME_HINT',
  'CLASS_JOIN_PASSCODE',
  'CLASS_JOIN_PASSCODE_HINT',
  'CLASS_JOIN_SUBMIT',
  'CLASS_JOIN_WRONG_PASSCODE',
  'CLASS_JOIN_TOO_MANY_ATTEMPTS',
  'CLASS_JOIN_CLASS_FULL',
  'CLASS_JOIN_INVALID_NAME',
  'CLASS_JOIN_INVALID_PASSCODE',
  'CLASS_JOIN_CROSS_SITE',
  'CLASS_JOIN_NEEDED',
  'CLASS_JOIN_CURRENT_TEAM',
  'CLASS_JOIN_CONTINUE',
  'CLASS_JOIN_LEAVE',
] as const
export type JoinTextKey = (typeof JOIN_TEXT_KEYS)[number]
export type JoinTexts = Record<JoinTextKey, string> & { language: string }

/** One cookie of the request, read from the header (the class server does not parse cookies for the team shops). */
export function readCookie(req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined {
  for (const pair of String(req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

const RIGHT_TO_LEFT = new Set(['ar'])

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

/** The join page's texts in the language a request asks for: the web app's language cookie, else Accept-Language. */
export class JoinPageTexts {
  private readonly byLanguage = new Map<string, JoinTexts>()
  private readonly shipped: string[]

  constructor(private readonly folders: LanguageFolders = defaultLanguageFolders()) {
    this.shipped = languageKeysIn(folders.ui).filter((key) => key !== UNRELEASED_LANGUAGE)
  }

  for(req: Request): JoinTexts {
    return this.load(this.languageOf(req))
  }

  private languageOf(req: Request): string {
    const cookie = readCookie(req, LANGUAGE_COOKIE)
    if (cookie && this.shipped.includes(cookie)) return cookie
    const wanted = String(req.headers['accept-language'] ?? '')
      .split(',')
      .map((part) => part.split(';')[0].trim().replace('-', '_'))
      .filter((tag) => tag !== '')
    for (const tag of wanted) {
      const exact = this.shipped.find((key) => key.toLowerCase() === tag.toLowerCase())
      const sameLanguage = this.shipped.find((key) => key.split('_')[0] === tag.split('_')[0].toLowerCase())
      if (exact ?? sameLanguage) return (exact ?? sameLanguage) as string
    }
    return ENGLISH
  }

  private load(language: string): JoinTexts {
    const cached = this.byLanguage.get(language)
    if (cached) return cached
    const english = readUiTexts(this.folders, ENGLISH) ?? {}
    const own = language === ENGLISH ? english : (readUiTexts(this.folders, language) ?? {})
    const texts = { language } as JoinTexts
    for (const key of JOIN_TEXT_KEYS) texts[key] = own[key] ?? english[key] ?? key
    this.byLanguage.set(language, texts)
    return texts
  }
}

export interface JoinPageState {
  error?: JoinTextKey
  /** the team name as entered, shown again after an error */
  name?: string
  /** the team this browser is in already: the page offers to go on to its shop, or to leave it */
  currentTeam?: string
}

/** The server-rendered join page: one form, labelled fields, the language and direction of its texts. */
export function renderJoinPage(texts: JoinTexts, { error, name = '', currentTeam }: JoinPageState = {}): string {
  const t = (key: JoinTextKey) => escapeHtml(texts[key])
  const language = texts.language.replace('_', '-')
  const direction = RIGHT_TO_LEFT.has(language.split('-')[0]) ? 'rtl' : 'ltr'
  const alert = error ? `<p class="error" role="alert" id="join-error">${t(error)}</p>` : ''
  const described = error ? ' aria-describedby="join-error"' : ''
  const current = currentTeam === undefined ? '' : `<section class="current">
<p>${escapeHtml(texts.CLASS_JOIN_CURRENT_TEAM.replace('{{team}}', currentTeam))}</p>
<p><a href="/">${t('CLASS_JOIN_CONTINUE')}</a></p>
<form method="post" action="/class/leave"><button type="submit" class="secondary">${t('CLASS_JOIN_LEAVE')}</button></form>
</section>`
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('CLASS_JOIN_TITLE')}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6f4; color: #1b1f1b; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px #0003; max-width: 26rem; width: calc(100% - 2rem); }
  h1 { margin-top: 0; font-size: 1.5rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { display: block; width: 100%; box-sizing: border-box; padding: .6rem; margin-top: .3rem; font-size: 1rem; border: 1px solid #5f6b5f; border-radius: 4px; }
  input:focus, button:focus { outline: 3px solid #1f5fbf; outline-offset: 2px; }
  .hint { font-size: .875rem; color: #3f4a3f; margin: .3rem 0 0; }
  button { margin-top: 1.5rem; padding: .7rem 1.2rem; font-size: 1rem; background: #2e5e1e; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  .error { background: #fdecea; color: #7a1010; padding: .75rem; border-radius: 4px; }
  .current { border-bottom: 1px solid #c9d2c9; padding-bottom: 1rem; margin-bottom: 1rem; }
  .current a { color: #1f4f8f; font-weight: 600; }
  button.secondary { margin-top: .5rem; background: #fff; color: #2e5e1e; border: 2px solid #2e5e1e; }
</style>
</head>
<body>
<main>
<h1>${t('CLASS_JOIN_TITLE')}</h1>
${current}
<p>${t('CLASS_JOIN_INTRO')}</p>
${alert}
<form method="post" action="/class/join">
  <label for="team-name">${t('CLASS_JOIN_TEAM_NAME')}</label>
  <input id="team-name" name="name" required maxlength="40" autocomplete="organization" value="${escapeHtml(name)}" aria-describedby="team-name-hint"${error === 'CLASS_JOIN_INVALID_NAME' ? ' aria-invalid="true"' : ''}>
  <p class="hint" id="team-name-hint">${t('CLASS_JOIN_TEAM_NAME_HINT')}</p>
  <label for="passcode">${t('CLASS_JOIN_PASSCODE')}</label>
  <input id="passcode" name="passcode" type="password" required minlength="4" maxlength="100" autocomplete="current-password" aria-describedby="passcode-hint"${described}>
  <p class="hint" id="passcode-hint">${t('CLASS_JOIN_PASSCODE_HINT')}</p>
  <button type="submit">${t('CLASS_JOIN_SUBMIT')}</button>
</form>
</main>
</body>
</html>`
}
