/** Z85 (ZeroMQ's base-85 text encoding): 4 bytes become 5 characters. Coupons are z85 text, without any secret. */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#'
const VALUE_OF = new Map([...ALPHABET].map((char, index) => [char, index]))

/** Encodes text whose UTF-8 length is a multiple of 4; null otherwise. */
export function z85Encode(text: string): string | null {
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length % 4 !== 0) return null
  let encoded = ''
  for (let offset = 0; offset < bytes.length; offset += 4) {
    let value = bytes.readUInt32BE(offset)
    const group: string[] = []
    for (let digit = 0; digit < 5; digit++) {
      group.unshift(ALPHABET[value % 85])
      value = Math.floor(value / 85)
    }
    encoded += group.join('')
  }
  return encoded
}

/** Decodes z85 text to a latin-1 string; null when the length or a character is not z85. */
export function z85Decode(encoded: string): string | null {
  if (encoded.length % 5 !== 0) return null
  const bytes = Buffer.alloc((encoded.length / 5) * 4)
  for (let group = 0; group < encoded.length / 5; group++) {
    let value = 0
    for (const char of encoded.slice(group * 5, group * 5 + 5)) {
      const digit = VALUE_OF.get(char)
      if (digit === undefined) return null
      value = value * 85 + digit
    }
    if (value > 0xffffffff) return null
    bytes.writeUInt32BE(value, group * 4)
  }
  return bytes.toString('latin1')
}
