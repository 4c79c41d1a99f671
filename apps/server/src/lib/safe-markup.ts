/**
 * Keeps the harmless part of user-written markup: a few formatting tags and links to http(s) or relative
 * addresses, without any other attribute. Every other tag is dropped, and stray angle brackets are escaped.
 * Used where a challenge is switched off and its input must take the safe path.
 */
const ALLOWED_TAGS = new Set(['a', 'b', 'br', 'em', 'i', 'li', 'ol', 'p', 'strong', 'ul'])
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^<>]*)>/g
const HREF = /\bhref\s*=\s*("([^"]*)"|'([^']*)')/i

function safeHref(attributes: string): string {
  const match = HREF.exec(attributes)
  const url = (match?.[2] ?? match?.[3] ?? '').trim()
  return /^(https?:\/\/|\/|\.\/|#)/i.test(url) && !/["<>]/.test(url) ? ` href="${url}" target="_blank" rel="noopener noreferrer"` : ''
}

export function safeMarkup(markup: string): string {
  const kept: string[] = []
  const withPlaceholders = markup.replace(TAG, (_tag, closing: string, name: string, attributes: string) => {
    const tag = name.toLowerCase()
    if (!ALLOWED_TAGS.has(tag)) return ''
    kept.push(closing ? `</${tag}>` : `<${tag}${tag === 'a' ? safeHref(attributes) : ''}>`)
    return `\uE000${kept.length - 1}\uE000`
  })
  const escaped = withPlaceholders.replaceAll('<', '&lt;').replaceAll('>', '&gt;')
  return escaped.replace(/\uE000(\d+)\uE000/g, (_placeholder, index: string) => kept[Number(index)] ?? '')
}
