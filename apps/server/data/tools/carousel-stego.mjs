// Draws the About page's carousel picture 5.png and hides a second picture in it, for the Steganography challenge.
// The hidden picture is a PNG file whose bytes fill the least significant bit of the red, green and blue values,
// pixel by pixel from the top left, most significant bit of each byte first (what zsteg reports as b1,rgb,lsb,xy).
// Run from the repository root: node apps/server/data/tools/carousel-stego.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'

const here = dirname(fileURLToPath(import.meta.url))
const outputDir = join(here, '..', '..', '..', 'web', 'public', 'assets', 'public', 'images', 'carousel')

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes) => {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** An RGB raster with a few drawing helpers. */
function canvas(width, height, [r, g, b]) {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i += 3) pixels.set([r, g, b], i)
  const set = (x, y, color) => {
    if (x >= 0 && y >= 0 && x < width && y < height) pixels.set(color, (y * width + x) * 3)
  }
  return {
    width,
    height,
    pixels,
    set,
    fill(test, color) {
      for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if (test(x, y)) set(x, y, color(x, y))
    },
    /** PNG: 8-bit RGB, every row with filter type 0 */
    png() {
      const header = Buffer.alloc(13)
      header.writeUInt32BE(width, 0)
      header.writeUInt32BE(height, 4)
      header.set([8, 2, 0, 0, 0], 8)
      const rows = []
      for (let y = 0; y < height; y += 1) rows.push(Buffer.from([0]), pixels.subarray(y * width * 3, (y + 1) * width * 3))
      return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
        chunk('IEND', Buffer.alloc(0)),
      ])
    },
  }
}

const inEllipse = (x, y, cx, cy, rx, ry) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1
const mix = (a, b, t) => a.map((value, i) => Math.round(value + (b[i] - value) * t))

/** 5x7 capitals, enough for the caption */
const FONT = {
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  C: ['01111', '10000', '10000', '10000', '10000', '10000', '01111'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
}
function write(image, text, left, top, scale, color) {
  ;[...text].forEach((letter, index) =>
    FONT[letter].forEach((row, y) =>
      [...row].forEach((bit, x) => {
        if (bit !== '1') return
        for (let dy = 0; dy < scale; dy += 1)
          for (let dx = 0; dx < scale; dx += 1) image.set(left + (index * 6 + x) * scale + dx, top + y * scale + dy, color)
      }),
    ),
  )
}

/** The hidden picture: a pickle with a face, and its name. */
function secretPicture() {
  const image = canvas(140, 150, [250, 250, 245])
  image.fill((x, y) => inEllipse(x, y, 70, 62, 30, 52), (x) => mix([120, 190, 60], [60, 120, 30], (x - 40) / 60))
  for (const [cx, cy] of [[50, 30], [88, 50], [52, 90], [90, 98], [68, 112]]) image.fill((x, y) => inEllipse(x, y, cx, cy, 3, 3), () => [150, 210, 90])
  for (const cx of [58, 82]) {
    image.fill((x, y) => inEllipse(x, y, cx, 50, 9, 10), () => [255, 255, 255])
    image.fill((x, y) => inEllipse(x, y, cx + 2, 51, 3, 3), () => [20, 20, 20])
  }
  image.fill((x, y) => y >= 36 && y <= 38 && x >= 48 && x <= 92, () => [40, 70, 20])
  image.fill((x, y) => inEllipse(x, y, 70, 78, 14, 7) && y >= 78, () => [90, 20, 20])
  image.fill((x, y) => inEllipse(x, y, 70, 78, 14, 7) && y >= 78 && y <= 80, () => [255, 255, 255])
  write(image, 'PICKLE RICK', 5, 128, 2, [30, 60, 20])
  return image.png()
}

/** The visible picture: dusk over the shop's orange grove. */
function coverPicture() {
  const image = canvas(480, 270, [0, 0, 0])
  image.fill(() => true, (_x, y) => mix([255, 183, 77], [121, 85, 160], 1 - y / 270))
  image.fill((x, y) => inEllipse(x, y, 340, 150, 46, 46), () => [255, 236, 179])
  image.fill((x, y) => y > 190 + 18 * Math.sin(x / 70), (_x, y) => mix([85, 139, 47], [51, 105, 30], (y - 170) / 100))
  for (let tree = 0; tree < 9; tree += 1) {
    const cx = 30 + tree * 52
    const cy = 205 + 10 * Math.sin(cx / 70)
    image.fill((x, y) => x >= cx - 3 && x <= cx + 3 && y >= cy && y <= cy + 24, () => [93, 64, 55])
    image.fill((x, y) => inEllipse(x, y, cx, cy - 6, 20, 16), () => [46, 125, 50])
    for (const [dx, dy] of [[-8, -10], [6, -4], [-2, 2], [10, -14]]) image.fill((x, y) => inEllipse(x, y, cx + dx, cy - 6 + dy, 3, 3), () => [255, 152, 0])
  }
  return image
}

const cover = coverPicture()
const secret = secretPicture()
const bits = [...secret].flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((shift) => (byte >> shift) & 1))
if (bits.length > cover.pixels.length) throw new Error('the hidden picture does not fit')
bits.forEach((bit, i) => (cover.pixels[i] = (cover.pixels[i] & 0xfe) | bit))
mkdirSync(outputDir, { recursive: true })
writeFileSync(join(outputDir, '5.png'), cover.png())
console.log(`5.png: ${cover.width}x${cover.height}, hides a ${secret.length}-byte PNG in ${bits.length} low bits`)
