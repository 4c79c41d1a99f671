/**
 * Customer comments may carry a little markup (bold, italics, lists, links). Everything else is taken out:
 * script and style elements with their content, any other tag, and every attribute but a link's web address.
 */
const ALLOWED_TAGS = new Set(['a', 'b', 'br', 'em', 'i', 'li', 'ol', 'p', 'strong', 'u', 'ul'])
const MARKUP = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>|<(\/?)([a-z][a-z0-9]*)\b([^>]*)>/gi
const WEB_ADDRESS = /\bhref\s*=\s*"(https?:\/\/[^"]*)"/i

function cleanTag(closing: string, name: string, attributes: string): string {
  const tag = name.toLowerCase()
  if (!ALLOWED_TAGS.has(tag)) return ''
  const href = tag === 'a' && !closing ? WEB_ADDRESS.exec(attributes)?.[1] : undefined
  return href ? `<a href="${href}">` : `<${closing}${tag}>`
}

/** One pass over the comment: what the removals join together is not looked at again. */
export function sanitizeOnce(comment: string): string {
  return comment.replace(MARKUP, (_match, _script, closing: string | undefined, name: string | undefined, attributes: string | undefined) =>
    name === undefined ? '' : cleanTag(closing ?? '', name, attributes ?? ''),
  )
}

/** Passes until nothing changes any more: removals cannot assemble a new tag. */
export function sanitizeFully(comment: string): string {
  let current = comment
  for (let previous = ''; previous !== current; ) {
    previous = current
    current = sanitizeOnce(current)
  }
  return current
}
