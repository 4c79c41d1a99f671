/**
 * 5xx answers the shop gives on purpose (compatibility with the original, or a hole's visible error), by route and
 * message. Anything else at 5xx is a defect the fuzz reports.
 */
const INTENDED_ERRORS: { path?: RegExp; message: RegExp }[] = [
  // the error-handling challenge: unknown API paths render the verbose error page
  { message: /^Unexpected path: / },
  // pages that browsers open with a cookie answer 500 without one, as the original does
  { message: /^Blocked illegal activity by / },
  // the injectable queries show SQLite's own errors (and the time limit's)
  { path: /^\/rest\/(products\/search|user\/login)$/, message: /^SQLITE_[A-Z_]+: / },
  // login keeps the original's error for objects where text is expected
  { path: /^\/rest\/user\/login$/, message: /^(TypeError: )?Cannot convert object to primitive value$/ },
  // upload checks in the original's words
  { path: /^\/profile\/image\/file$/, message: /^(File too large|Illegal file type)$/ },
  // the data erasure page: no security answer, and the local file read of its layout
  { path: /^\/dataerasure$/, message: /^(No answer found!|File access not allowed|Not a file: .*|ENOENT: .*|EISDIR: .*|ENAMETOOLONG: .*)$/ },
  // the country mapping of CTF mode is not configured: 500 without a body, as the original answers
  { path: /^\/rest\/country-mapping$/, message: /^$/ },
  // the security question of no email: the original's database error
  { path: /^\/rest\/user\/security-question$/, message: /^WHERE parameter "email" has invalid "undefined" value$/ },
  // the template sandbox is busy, or the template ran too long or needed too much memory
  { path: /^\/profile$/, message: /^Your username|^Too many usernames/ },
  // the blockchain routes while the local chain is off: the original's 500 with a JSON string, 503 for the chain info
  { path: /^\/rest\/web3\/(nftMintListen|walletExploitAddress|localChain|rpc)$/, message: /^"?The local chain is switched off/ },
]

export interface Answer {
  method: string
  path: string
  status: number
  message: string
}

const HTML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }

/**
 * The message of an error answer, without the error's name: the JSON error's message, the HTML error page's title,
 * else the first line of the text.
 */
export function errorMessageOf(body: string): string {
  let message = body.split('\n')[0]
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown }; message?: unknown }
    const fromJson = parsed?.error?.message ?? parsed?.message
    if (typeof fromJson === 'string') message = fromJson
  } catch {
    const title = /<title>([^<]*)<\/title>/.exec(body)?.[1]
    if (title !== undefined) message = title.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity])
  }
  return message.replace(/^[A-Za-z]*Error: /, '').slice(0, 300)
}

export const isIntended = (answer: Answer): boolean =>
  answer.status < 500 || INTENDED_ERRORS.some((rule) => (!rule.path || rule.path.test(answer.path)) && rule.message.test(answer.message))
