/**
 * Z85 (ZeroMQ's base-85 text encoding): 4 bytes become 5 characters. The shop's coupons are z85 text of
 * `MMMYY-NN`, without any secret. Plain JavaScript, so that the server, the web app and the e2e tests share it.
 */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#'
const VALUE_OF = new Map([...ALPHABET].map((char, index) => [char, index]))

/** Encodes Latin-1 text whose length is a multiple of 4; null otherwise. */
export function z85Encode(text: string): string | null {
  if (text.length % 4 !== 0 || [...text].some((char) => char.charCodeAt(0) > 0xff)) return null
  let encoded = ''
  for (let offset = 0; offset < text.length; offset += 4) {
    let value = 0
    for (let index = offset; index < offset + 4; index++) value = value * 256 + text.charCodeAt(index)
    const group: string[] = []
    for (let digit = 0; digit < 5; digit++) {
      group.unshift(ALPHABET[value % 85])
      value = Math.floor(value / 85)
    }
    encoded += group.join('')
  }
  return encoded
}

/** Decodes z85 text to Latin-1 text; null when the length or a character is not z85. */
export function z85Decode(encoded: string): string | null {
  if (encoded.length % 5 !== 0) return null
  let decoded = ''
  for (let offset = 0; offset < encoded.length; offset += 5) {
    let value = 0
    for (const char of encoded.slice(offset, offset + 5)) {
      const digit = VALUE_OF.get(char)
      if (digit === undefined) return null
      value = value * 85 + digit
    }
    if (value > 0xffffffff) return null
    decoded += String.fromCharCode(Math.floor(value / 0x1000000) % 256, Math.floor(value / 0x10000) % 256, Math.floor(value / 0x100) % 256, value % 256)
  }
  return decoded
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const

/** The plain text of a monthly coupon: `MMMYY-NN` (e.g. `JAN26-10`), in the local calendar of `date`. */
export const monthlyCouponText = (discount: number, date: Date): string =>
  `${MONTHS[date.getMonth()]}${String(date.getFullYear() % 100).padStart(2, '0')}-${String(discount).padStart(2, '0')}`

/** Reads `MMMYY-NN`: the month (0–11), the two-digit year and the discount; null for anything else. */
export function readMonthlyCouponText(text: string): { month: number; year: number; discount: number } | null {
  const match = /^([A-Z]{3})(\d{2})-(\d{2})$/.exec(text)
  const month = match ? MONTHS.indexOf(match[1] as (typeof MONTHS)[number]) : -1
  return match && month >= 0 ? { month, year: Number(match[2]), discount: Number(match[3]) } : null
}

/** A monthly coupon as the shop hands them out: z85 of `MMMYY-NN` for the month of `date` (10 characters). */
export function monthlyCoupon(discount: number, date = new Date()): string {
  const coupon = Number.isInteger(discount) && discount >= 0 && discount <= 99 ? z85Encode(monthlyCouponText(discount, date)) : null
  if (coupon === null) throw new RangeError(`A coupon discount has at most two digits, not ${discount}`)
  return coupon
}
