import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AppContext } from '../../context'
import { issueAccountToken } from '../../lib/auth/account-token'
import { HttpError } from '../../lib/http-error'
import { sniffFileType } from '../../lib/image-type'
import { UPLOADS_URL_PATH, uploadsFolder } from '../../lib/uploads'
import { findProfile, updateProfileImage, updateUsername } from './profile.repo'
import { raiseAbuseFlag, SOLVE_PATH } from './server-side'

export { UPLOADS_URL_PATH, uploadsFolder }

const IMAGE_FETCH_TIMEOUT_MS = 5000
const IMAGE_FETCH_MAX_BYTES = 5 * 1024 * 1024
const LINKED_IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'svg', 'gif'])

export interface RequestOrigin {
  origin?: string
  referer?: string
}

// vuln-code-snippet start usernameXssChallenge
/** An old tag filter kept for usernames: it removes a tag name together with the character after it. */
const legacyTagFilter = (text: string): string => text.replace(/<[a-z0-9_]+[^a-z0-9_]+?[a-z0-9_]/gi, '') // vuln-code-snippet vuln-line usernameXssChallenge
// vuln-code-snippet end usernameXssChallenge

/** POST /profile: stores the new username and answers a fresh token for the changed account. */
export function changeUsername(ctx: AppContext, userId: number, requested: string, from: RequestOrigin): string {
  const before = findProfile(ctx.db, userId)
  if (!before) throw new HttpError(404, 'User not found.')
  const username = legacyTagFilter(requested)
  updateUsername(ctx.db, userId, username)
  const token = issueAccountToken(ctx.sessions, findProfile(ctx.db, userId) ?? before)
  ctx.bus.emit('profile:username-changed', { previous: before.username, username, ...from })
  return token
}

function saveUpload(ctx: AppContext, userId: number, ext: string, bytes: Uint8Array): string {
  mkdirSync(uploadsFolder(ctx), { recursive: true })
  const name = `${userId}.${ext}`
  writeFileSync(join(uploadsFolder(ctx), name), bytes)
  return name
}

/** The image part of POST /profile/image/file: checks the content, then (for a logged-in user) stores it. */
export function sniffProfileImage(bytes: Buffer | undefined): { ext: string; bytes: Buffer } {
  if (!bytes) throw new HttpError(400, 'File is not passed')
  const type = sniffFileType(bytes)
  if (!type) throw new HttpError(500, 'Illegal file type')
  if (!type.isImage) throw new HttpError(415, `Profile image upload does not accept this file type: ${type.mime}`)
  return { ext: type.ext, bytes }
}

export function storeUploadedImage(ctx: AppContext, userId: number, ext: string, bytes: Buffer): void {
  const name = saveUpload(ctx, userId, ext, bytes)
  updateProfileImage(ctx.db, userId, `${UPLOADS_URL_PATH}/${name}`)
}

/** Reads a response body up to `limit` bytes; a longer body is refused. */
async function readCapped(response: Response, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength
    if (size > limit) throw new Error(`The image is larger than ${limit} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

function linkedImageExtension(imageUrl: string): string {
  let pathname: string
  try {
    pathname = new URL(imageUrl).pathname
  } catch {
    pathname = imageUrl
  }
  const ext = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase() ?? ''
  return LINKED_IMAGE_EXTENSIONS.has(ext) ? ext : 'jpg'
}

/**
 * POST /profile/image/url: the server downloads the picture itself, from wherever the URL points.
 * When the download fails, the URL is kept as the profile image as it was typed.
 */
// vuln-code-snippet start ssrfChallenge
export async function linkImageFromUrl(ctx: AppContext, userId: number, imageUrl: string): Promise<void> {
  if (imageUrl.includes(SOLVE_PATH.slice(1))) raiseAbuseFlag(ctx, 'ssrf') // vuln-code-snippet hide-line
  let profileImage = imageUrl
  try {
    const response = await fetch(imageUrl, { signal: AbortSignal.timeout(IMAGE_FETCH_TIMEOUT_MS) }) // vuln-code-snippet vuln-line ssrfChallenge
    if (!response.ok) throw new Error(`The image server answered ${response.status}`)
    const bytes = await readCapped(response, IMAGE_FETCH_MAX_BYTES)
    profileImage = `/${UPLOADS_URL_PATH}/${saveUpload(ctx, userId, linkedImageExtension(imageUrl), bytes)}`
  } catch {
    // keep the URL as typed: the browser may still be able to load it
  }
  updateProfileImage(ctx.db, userId, profileImage)
}
// vuln-code-snippet end ssrfChallenge
