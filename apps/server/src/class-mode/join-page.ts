import { defaultLanguageFolders, type LanguageFolders } from '../lib/languages/language-files'
import { createPageLanguages, fillText, type PageLanguage } from '../lib/languages/page-languages'
import { escapeHtml } from '../lib/views'

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
export type JoinLanguage = PageLanguage<JoinTextKey>

/** The join page's language from `?lang=`, the language cookie or Accept-Language, with its texts. */
export const createJoinLanguages = (folders: LanguageFolders = defaultLanguageFolders()) => createPageLanguages(folders, JOIN_TEXT_KEYS)
export type JoinLanguages = ReturnType<typeof createJoinLanguages>

export interface JoinPageState {
  error?: JoinTextKey
  /** the team name as entered, shown again after an error */
  name?: string
  /** the team this browser is in already: the page offers to go on to its shop, or to leave it */
  currentTeam?: string
}

/** The server-rendered join page: one form, labelled fields, the language and direction of its texts. */
export function renderJoinPage({ texts, tag, dir }: JoinLanguage, { error, name = '', currentTeam }: JoinPageState = {}): string {
  const t = (key: JoinTextKey) => escapeHtml(texts[key])
  const alert = error ? `<p class="error" role="alert" id="join-error">${t(error)}</p>` : ''
  const described = error ? ' aria-describedby="join-error"' : ''
  const current = currentTeam === undefined ? '' : `<section class="current">
<p>${escapeHtml(fillText(texts.CLASS_JOIN_CURRENT_TEAM, { team: currentTeam }))}</p>
<p><a href="/">${t('CLASS_JOIN_CONTINUE')}</a></p>
<form method="post" action="/class/leave"><button type="submit" class="secondary">${t('CLASS_JOIN_LEAVE')}</button></form>
</section>`
  return `<!doctype html>
<html lang="${escapeHtml(tag)}" dir="${dir}">
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
