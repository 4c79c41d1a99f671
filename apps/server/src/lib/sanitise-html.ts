import type { ChallengeKey } from '@pulp/challenges'
import type { AppContext } from '../context'
import type { Row } from './crud-router'

/**
 * The safe path of the XSS holes whose challenge is switched off (DESIGN.md: a disabled challenge's input is
 * sanitised, not merely left unsolvable). Keeps a few harmless formatting tags and links, escapes everything else,
 * in one linear pass over the text.
 */

const ALLOWED_TAGS = new Set(['a', 'b', 'br', 'div', 'em', 'i', 'li', 'ol', 'p', 'span', 'strong', 'u', 'ul'])
const ALLOWED_ATTRIBUTES = new Set(['href', 'target', 'rel', 'title'])
/** whose content is dropped together with the tag */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'xmp'])
const SAFE_LINK = /^(https?:|mailto:|\/|#|\.|[^:]*$)/i
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

const escapeText = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')

interface Tag {
  name: string
  closing: boolean
  attributes: string
  end: number
}

/** The tag starting at `start` (a `<`), or undefined when the `<` starts no tag. */
function readTag(html: string, start: number): Tag | undefined {
  const head = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start, start + 64))
  if (!head) return undefined
  let index = start + head[0].length
  let quote: string | undefined
  for (; index < html.length; index++) {
    const char = html[index]
    if (quote) {
      if (char === quote) quote = undefined
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (char === '>') {
      return { name: head[2].toLowerCase(), closing: head[1] === '/', attributes: html.slice(start + head[0].length, index), end: index + 1 }
    }
  }
  return undefined
}

function safeAttributes(attributes: string): string {
  let kept = ''
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase()
    const value = match[2] ?? match[3] ?? match[4] ?? ''
    if (!ALLOWED_ATTRIBUTES.has(name)) continue
    if (name === 'href' && !SAFE_LINK.test([...value].filter((char) => char > ' ').join(''))) continue
    kept += ` ${name}="${escapeText(value)}"`
  }
  return kept
}

/**
 * `html` with only harmless tags and attributes left; any other markup is shown as text or dropped.
 * A tag that never closes ends the markup: the rest is shown as text (so no input is scanned twice).
 */
export function sanitiseHtml(html: string): string {
  const lower = html.toLowerCase()
  let output = ''
  let index = 0
  while (index < html.length) {
    const next = html.indexOf('<', index)
    if (next === -1) {
      output += escapeText(html.slice(index))
      break
    }
    output += escapeText(html.slice(index, next))
    if (!/^<\/?[a-zA-Z]/.test(html.slice(next, next + 3))) {
      output += '&lt;'
      index = next + 1
      continue
    }
    const tag = readTag(html, next)
    if (!tag) {
      output += escapeText(html.slice(next))
      break
    }
    index = tag.end
    if (DROPPED_WITH_CONTENT.has(tag.name) && !tag.closing) {
      const close = lower.indexOf(`</${tag.name}`, index)
      index = close === -1 ? html.length : (readTag(html, close)?.end ?? html.length)
    } else if (ALLOWED_TAGS.has(tag.name)) {
      output += tag.closing ? `</${tag.name}>` : `<${tag.name}${safeAttributes(tag.attributes)}>`
    }
  }
  return output
}

/** A hole can be played unless safety mode (or the environment, or a missing feature) switched its challenge off. */
export const isPlayable = (ctx: AppContext, key: ChallengeKey): boolean => ctx.training.row(key).disabledEnv === null

/** A text as an XSS hole stores it: raw while its challenge can be played, sanitised when it is switched off. */
export const storedForXssHole = (ctx: AppContext, key: ChallengeKey, text: string): string => (isPlayable(ctx, key) ? text : sanitiseHtml(text))

/** Wraps a column setter of an XSS hole: texts it stores are sanitised while the challenge is switched off. */
export const sanitisedWhenOff =
  (ctx: AppContext, key: ChallengeKey, setter: (value: unknown, row: Row) => unknown = (value) => value) =>
  (value: unknown, row: Row): unknown => {
    const stored = setter(value, row)
    return typeof stored === 'string' ? storedForXssHole(ctx, key, stored) : stored
  }
