/**
 * Monthly coupons as the original shop made them: the Z85 encoding of `MMMYY-NN` (upper-case month, two-digit
 * year, two-digit discount), with no secret at all (research/challenges.md §3.6).
 */
const Z85_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#'
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']

/** Z85 of bytes whose length is a multiple of 4. */
export function z85Encode(bytes: Uint8Array): string {
  if (bytes.length % 4 !== 0) throw new Error('Z85 needs a multiple of 4 bytes')
  let text = ''
  for (let offset = 0; offset < bytes.length; offset += 4) {
    let value = ((bytes[offset] << 24) | (bytes[offset + 1] << 16) | (bytes[offset + 2] << 8) | bytes[offset + 3]) >>> 0
    let chunk = ''
    for (let digit = 0; digit < 5; digit++) {
      chunk = Z85_ALPHABET[value % 85] + chunk
      value = Math.floor(value / 85)
    }
    text += chunk
  }
  return text
}

/** This month's coupon for a two-digit discount in percent. */
export function monthlyCoupon(discount: number, date = new Date()): string {
  if (!Number.isInteger(discount) || discount < 10 || discount > 99) throw new Error('A coupon discount has two digits')
  const plain = `${MONTHS[date.getMonth()]}${String(date.getFullYear() % 100).padStart(2, '0')}-${discount}`
  return z85Encode(new TextEncoder().encode(plain))
}
