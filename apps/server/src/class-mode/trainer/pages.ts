import { escapeHtml } from '../../lib/views'
import type { Board } from './board'
import type { TrainerLanguage } from './texts'

/** Scripts and styles only from the router itself: nothing inline can run, whatever a team calls itself. */
export const PAGE_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

/** JSON that can sit inside a <script> element: no `<`, `>` or `&` can end it or open a comment. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)

interface Document {
  language: TrainerLanguage
  /** where the router is mounted, e.g. /class/trainer */
  base: string
  title: string
  body: string
}

function documentHtml({ language, base, title, body }: Document): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(language.tag)}" dir="${language.dir}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <link rel="stylesheet" href="${escapeHtml(base)}/dashboard.css">
</head>
<body>
${body}
</body>
</html>
`
}

export interface LoginPageOptions {
  /** shown in an alert above the form: a wrong passcode, too many attempts, an ended session */
  error?: string
}

/** The sign-in form: one passcode field, posted to `<base>/login`. */
export function loginPageHtml(language: TrainerLanguage, base: string, { error }: LoginPageOptions = {}): string {
  const { texts } = language
  const alert = error ? `\n    <p class="alert" role="alert" id="login-error">${escapeHtml(error)}</p>` : ''
  return documentHtml({
    language,
    base,
    title: texts.CLASS_TRAINER_LOGIN_TITLE,
    body: `<main class="login">
  <form class="card" method="post" action="${escapeHtml(base)}/login">
    <h1>${escapeHtml(texts.CLASS_TRAINER_LOGIN_TITLE)}</h1>
    <p>${escapeHtml(texts.CLASS_TRAINER_LOGIN_INTRO)}</p>${alert}
    <label for="passcode">${escapeHtml(texts.CLASS_TRAINER_PASSCODE)}</label>
    <input id="passcode" name="passcode" type="password" autocomplete="current-password" required${error ? ' aria-describedby="login-error" aria-invalid="true"' : ''} autofocus>
    <button type="submit">${escapeHtml(texts.CLASS_TRAINER_LOGIN_BUTTON)}</button>
  </form>
</main>`,
  })
}

/** The dashboard's frame; dashboard.js draws the table from the embedded board and keeps it live. */
export function dashboardPageHtml(language: TrainerLanguage, base: string, board: Board): string {
  const { texts } = language
  const text = (key: keyof typeof texts): string => escapeHtml(texts[key])
  const data = { base, lang: language.tag, texts, board }
  return documentHtml({
    language,
    base,
    title: texts.CLASS_TRAINER_TITLE,
    body: `<header class="bar">
  <h1>${text('CLASS_TRAINER_TITLE')}</h1>
  <span id="team-count"></span>
  <a class="button" href="${escapeHtml(base)}/scores.csv" download="scores.csv">${text('CLASS_TRAINER_EXPORT_CSV')}</a>
  <form method="post" action="${escapeHtml(base)}/logout"><button type="submit">${text('CLASS_TRAINER_LOGOUT')}</button></form>
</header>
<main class="dashboard">
  <div class="controls">
    <label>${text('CLASS_TRAINER_ORDER_BY')}
      <select id="challenge-order">
        <option value="difficulty">${text('CLASS_TRAINER_ORDER_DIFFICULTY')}</option>
        <option value="name">${text('CLASS_TRAINER_ORDER_NAME')}</option>
      </select>
    </label>
    <label>${text('CLASS_TRAINER_SORT_BY')}
      <select id="team-sort">
        <option value="score">${text('CLASS_TRAINER_SORT_SCORE')}</option>
        <option value="name">${text('CLASS_TRAINER_SORT_NAME')}</option>
        <option value="activity">${text('CLASS_TRAINER_SORT_ACTIVITY')}</option>
      </select>
    </label>
    <p id="live-status" role="status"></p>
  </div>
  <p id="no-teams" hidden>${text('CLASS_TRAINER_NO_TEAMS')}</p>
  <div class="table-wrap" tabindex="0" role="region" aria-labelledby="board-caption">
    <table id="board">
      <caption id="board-caption">${text('CLASS_TRAINER_TABLE_CAPTION')}</caption>
      <thead></thead>
      <tbody></tbody>
    </table>
  </div>
</main>
<script type="application/json" id="trainer-data">${jsonForScript(data)}</script>
<script src="${escapeHtml(base)}/dashboard.js"></script>`,
  })
}
