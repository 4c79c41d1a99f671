import { open, stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { AppContext } from '../../context'
import type { SessionUser } from '../../lib/auth/guards'
import { HttpError } from '../../lib/http-error'
import { pageChrome, renderView, type ViewValue } from '../../lib/views'
import { paths } from '../../paths'
import { insertPrivacyRequest, securityQuestionOf } from './privacy.repo'

/** GET /dataerasure: the form that asks the user to confirm with their security answer. */
export function erasureFormPage(ctx: AppContext, user: SessionUser): string {
  const question = securityQuestionOf(ctx.db, user.id)
  if (question === undefined) throw new HttpError(500, 'No answer found!')
  return renderView('data-erasure-form.html', { ...pageChrome(ctx.config), email: user.email, question })
}

/** The text fields of a form body, which the result page may show. */
const textFieldsOf = (body: unknown): Record<string, ViewValue> =>
  Object.fromEntries(Object.entries(typeof body === 'object' && body !== null ? body : {}).filter(([, value]) => typeof value === 'string'))

const LAYOUT_PREVIEW_CHARS = 100
/** Enough bytes for LAYOUT_PREVIEW_CHARS characters of UTF-8 text. */
const LAYOUT_PREVIEW_BYTES = LAYOUT_PREVIEW_CHARS * 4

/** The first bytes of a regular file; devices, pipes and folders are refused, so no read can block or go on forever. */
async function readFileStart(file: string): Promise<string> {
  if (!(await stat(file)).isFile()) throw new HttpError(500, `Not a file: ${file}`)
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(LAYOUT_PREVIEW_BYTES), 0, LAYOUT_PREVIEW_BYTES, 0)
    return buffer.subarray(0, bytesRead).toString('utf8')
  } finally {
    await handle.close()
  }
}

/**
 * POST /dataerasure: files the erasure request and renders the confirmation. The body is handed to the page as
 * its values, and a `layout` in it names the template file to use, relative to the views folder.
 */
// vuln-code-snippet start lfrChallenge
export async function requestErasure(ctx: AppContext, user: SessionUser, body: Record<string, unknown>): Promise<string> {
  insertPrivacyRequest(ctx.db, user.id)
  const { layout } = body
  if (layout === undefined || layout === null) {
    return renderView('data-erasure-result.html', { email: user.email, ...textFieldsOf(body), ...pageChrome(ctx.config) })
  }
  if (typeof layout !== 'string') throw new HttpError(400, 'The layout must name a file')
  const file = resolve(paths.views, layout) // vuln-code-snippet vuln-line lfrChallenge
  if (['ftp', 'ctf.key', 'encryptionkeys'].some((secret) => file.includes(secret))) { // vuln-code-snippet vuln-line lfrChallenge
    throw new HttpError(500, 'File access not allowed')
  }
  const page = await readFileStart(file)
  ctx.bus.emit('privacy:layout-rendered', { resolvedPath: file }) // vuln-code-snippet hide-line
  return `${page.slice(0, LAYOUT_PREVIEW_CHARS)}......`
}
// vuln-code-snippet end lfrChallenge
