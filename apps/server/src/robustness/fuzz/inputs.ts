import type { Random } from './random'

/** Field names the shop's routes read, plus the names that trip up naive object handling. */
export const FIELD_NAMES = [
  'email', 'password', 'passwordRepeat', 'id', 'UserId', 'ProductId', 'BasketId', 'quantity', 'comment', 'rating', 'captcha',
  'captchaId', 'username', 'description', 'price', 'deluxePrice', 'name', 'image', 'message', 'author', 'tmpToken', 'totpToken',
  'answer', 'new', 'repeat', 'current', 'layout', 'imageUrl', 'key', 'selectedLines', 'selectedFix', 'privateKey', 'paymentMode',
  'query', 'action', 'balance', 'fields', 'callback', 'q', 'sort', 'offset', 'deletionRequested', 'securityQuestion', 'securityAnswer',
  'SecurityQuestionId', 'role', 'isActive', 'fullName', 'cardNum', 'expMonth', 'expYear', 'setupToken', 'initialToken', 'challenge',
  'constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'prototype', 'deletedAt', 'createdAt',
] as const

const ENDLESS_SQL = "')) UNION SELECT 1,2,3,4,5,6,7,8,count(*) FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT x FROM c)--"

/** Texts an attacker types: injections, templates, traversal, control characters, odd numbers. */
export const HOSTILE_TEXTS = [
  '', ' ', 'a', 'undefined', 'null', 'NaN', '-1', '0', '1', '3', '99999999999999999999', '1e308', '0x10', '1.5',
  "'", "' OR 1=1--", "admin@juice-sh.op'--", "')) UNION SELECT * FROM Users--", ENDLESS_SQL,
  '<script>alert(1)</script>', '<iframe src="javascript:alert(`xss`)">', '<<a>script>', `${'<'.repeat(2000)}${'>'.repeat(2000)}`,
  '#{7*7}', '#{global.process.mainModule.require("child_process").exec("id")}', '#{while(true){}}', '{{7*7}}',
  '../../../../etc/passwd', '..%2f..%2fctf.key', 'ftp/../ctf.key', 'C:\\Windows\\win.ini', '\u0000', '\u202e', '\ud800', '😀'.repeat(50),
  '{"$where":"sleep(1000)"}', 'sleep(2000)', 'j:{"a":1}', 'http://127.0.0.1:1/x', 'file:///etc/passwd', `${'<!---->'.repeat(300)}x`,
  'x'.repeat(1000), 'x'.repeat(50_000), '%00', '%E0%A4%A', '\r\nSet-Cookie: x=1',
] as const

/** A value of any JSON type, hostile where it can be: objects without a usable toString, deep nesting, huge texts. */
export function hostileValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 6 : 12)) {
    case 0:
    case 1:
    case 2:
      return random.pick(HOSTILE_TEXTS)
    case 3:
      return random.pick([null, true, false, 0, -1, 1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2])
    case 4:
      return random.pick<Record<string, unknown>>([{ toString: 1 }, { toString: null, valueOf: null }, { valueOf: 'x' }, { length: -1 }, { $gt: '' }, { $where: 'sleep(100)' }])
    case 5:
      return random.int(1000)
    case 6:
      return [hostileValue(random, depth + 1), hostileValue(random, depth + 1)]
    case 7:
      return { [random.pick(FIELD_NAMES)]: hostileValue(random, depth + 1) }
    case 8:
      return nested(random.int(200) + 1)
    case 9:
      return Array.from({ length: random.int(2000) }, () => 1)
    default:
      return { toString: { toString: 1 }, [random.pick(FIELD_NAMES)]: random.pick(HOSTILE_TEXTS) }
  }
}

const nested = (depth: number): unknown => {
  let value: unknown = 'bottom'
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value }
  return value
}

export interface FuzzBody {
  contentType?: string
  body?: string | FormData
}

/** A request body: JSON with hostile fields, broken JSON, deep nesting, forms with brackets, multipart, text. */
export function hostileBody(random: Random): FuzzBody {
  const fields = (): Record<string, unknown> =>
    Object.fromEntries(Array.from({ length: random.int(6) + 1 }, () => [random.pick(FIELD_NAMES), hostileValue(random)]))
  switch (random.int(10)) {
    case 0:
    case 1:
    case 2:
    case 3:
      return { contentType: 'application/json', body: JSON.stringify(fields()) }
    case 4:
      return { contentType: 'application/json', body: random.pick(['{"a":', '[', '{"__proto__":{"admin":true}}', 'null', '"text"', '1', '{"a":1}}', '\u0000']) }
    case 5:
      return { contentType: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` }
    case 6:
      return { contentType: 'application/x-www-form-urlencoded', body: `${random.pick(FIELD_NAMES)}[a]=1&${random.pick(FIELD_NAMES)}[]=x&${random.pick(FIELD_NAMES)}=${encode(String(random.pick(HOSTILE_TEXTS)))}` }
    case 7: {
      const form = new FormData()
      for (let index = random.int(4); index >= 0; index--) form.append(random.pick(FIELD_NAMES), String(random.pick(HOSTILE_TEXTS)))
      if (random.chance(0.6)) form.append('file', new Blob([String(random.pick(HOSTILE_TEXTS))]), random.pick(['a.svg', 'a.png', '../../x.js', 'a.zip', 'x']))
      return { body: form }
    }
    case 8:
      return { contentType: random.pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=utf-7']), body: String(random.pick(HOSTILE_TEXTS)) }
    default:
      return {}
  }
}

/** Percent-encodes a text; a lone surrogate (which encodeURIComponent refuses) is sent as its broken UTF-8 bytes. */
const encode = (text: string): string => {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

/** A query string with arrays, objects, prototype keys, broken escapes and long values. */
export function hostileQuery(random: Random): string {
  const parts = Array.from({ length: random.int(4) }, () => {
    const name = random.pick(FIELD_NAMES)
    const value = encode(String(random.pick(HOSTILE_TEXTS)).slice(0, 2000))
    return random.pick([`${name}=${value}`, `${name}[]=a&${name}[]=b`, `${name}[a]=${value}`, `${name}[toString]=1`, `${name}=%E0%A4%A`, `${name}&${name}=1`])
  })
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

const PARAM_VALUES = ['1', '2', '0', '-1', 'abc', 'sleep(2000)', '99999999999999999999', '%00', '..%2f..%2fctf.key', 'legal.md',
  'eastere.gg', 'acquisitions.md', 'x.md%2500.pdf', '1%3B%20DROP%20TABLE%20Users', 'x'.repeat(300), encodeURIComponent("' OR 1=1--")]

/** A route path with each `:param` filled in by an odd value. */
export const fillParams = (random: Random, path: string): string => path.replace(/:[A-Za-z]+/g, () => random.pick(PARAM_VALUES))

const base64url = (value: unknown): string => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')

/** Broken and forged bearer tokens: unsigned ones with odd data, garbage, huge ones. */
export function hostileToken(random: Random): string {
  const header = base64url({ alg: random.pick(['none', 'HS256', 'RS256', 'ES256', '']), typ: 'JWT' })
  switch (random.int(5)) {
    case 0:
      return `${header}.${base64url({ data: { id: hostileValue(random), email: hostileValue(random), role: random.pick(['admin', 'accounting', { toString: 1 }]) } })}.`
    case 1:
      return `${header}.${base64url({ data: hostileValue(random) })}.`
    case 2:
      return `${header}.${base64url({ data: { id: random.int(30), email: `fuzz${random.int(1e9)}@example.com`, pad: 'x'.repeat(random.int(8000)) } })}.`
    case 3:
      return random.pick(['x', 'a.b', 'a.b.c', '...', `${header}.e30`, `${header}.${base64url('not json')}.`])
    default:
      return `${header}.${base64url({ data: { id: 1 }, exp: hostileValue(random) })}.${'A'.repeat(random.int(400))}`
  }
}
