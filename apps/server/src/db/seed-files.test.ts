/**
 * The files the seeded data points at, and the /ftp files whose content challenges depend on
 * (research/challenges.md §3.5): present, well-formed and carrying the facts the solutions use.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { paths } from '../paths'
import { seededMemories, seededProducts, seededUsers } from './seed'

const images = join(paths.webPublic, 'assets', 'public', 'images')
const ftpFile = (name: string): Buffer => readFileSync(join(paths.ftp, name))

/** Reads the GPS position from a JPEG's EXIF block (big- or little-endian TIFF), in signed decimal degrees. */
function gpsPosition(jpeg: Buffer): { latitude: number; longitude: number } | undefined {
  const exif = jpeg.indexOf('Exif\0\0')
  if (exif < 0) return undefined
  const tiff = exif + 6
  const little = jpeg.toString('latin1', tiff, tiff + 2) === 'II'
  const u16 = (at: number) => (little ? jpeg.readUInt16LE(tiff + at) : jpeg.readUInt16BE(tiff + at))
  const u32 = (at: number) => (little ? jpeg.readUInt32LE(tiff + at) : jpeg.readUInt32BE(tiff + at))
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ifd + 2 + i * 12).map((at) => ({ tag: u16(at), valueAt: at + 8 }))
  const gpsEntry = entries(u32(4)).find(({ tag }) => tag === 0x8825)
  if (!gpsEntry) return undefined
  const gps = new Map(entries(u32(gpsEntry.valueAt)).map(({ tag, valueAt }) => [tag, valueAt]))
  const degrees = (tag: number) => {
    const at = u32(gps.get(tag) ?? 0)
    const [d, m, s] = [0, 1, 2].map((i) => u32(at + i * 8) / u32(at + i * 8 + 4))
    return d + m / 60 + s / 3600
  }
  const sign = (tag: number, negative: string) => (String.fromCharCode(jpeg[tiff + (gps.get(tag) ?? 0)]) === negative ? -1 : 1)
  return { latitude: sign(1, 'S') * degrees(2), longitude: sign(3, 'W') * degrees(4) }
}

describe('seeded pictures', () => {
  it('has a picture for every product', () => {
    const missing = seededProducts().filter(({ image }) => !existsSync(join(images, 'products', image)))
    expect(missing.map(({ image }) => image)).toEqual([])
  })

  it('has every profile picture and photo-wall picture', () => {
    const uploads = [
      'default.svg',
      'defaultAdmin.png',
      ...seededUsers().flatMap(({ profileImage }) => (profileImage ? [profileImage] : [])),
      ...seededMemories().map(({ image }) => image),
    ]
    expect(uploads.filter((file) => !existsSync(join(images, 'uploads', file)))).toEqual([])
    expect(readdirSync(join(images, 'uploads'))).toContain('ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg')
  })

  it('keeps every picture small', () => {
    for (const folder of ['products', 'uploads']) {
      for (const file of readdirSync(join(images, folder)).filter((name) => !name.endsWith('.stl'))) {
        expect(readFileSync(join(images, folder, file)).length, file).toBeLessThan(60_000)
      }
    }
  })

  it('names OpenSCAD in the 3D-printed logo photo, next to its blueprint', () => {
    const photo = readFileSync(join(images, 'products', '3d_keychain.jpg'))
    expect(photo.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
    expect(photo.includes('OpenSCAD')).toBe(true)
    expect(readFileSync(join(images, 'products', 'JuiceShop.stl'), 'utf8')).toMatch(/^solid /)
  })

  it("places John's hiking photo in Daniel Boone National Forest", () => {
    const photo = seededMemories().find(({ user }) => user === 'john')
    const position = gpsPosition(readFileSync(join(images, 'uploads', photo?.image ?? '')))
    expect(position?.latitude).toBeCloseTo(37.81, 1)
    expect(position?.longitude).toBeCloseTo(-83.65, 1)
  })
})

describe('ftp folder', () => {
  it('holds the twelve 2013 coupons, one per line', () => {
    expect(ftpFile('coupons_2013.md.bak').toString('utf8').split('\n').filter(Boolean)).toEqual([
      'n<MibgC7sn', 'mNYS#gC7sn', 'o*IVigC7sn', 'k#pDlgC7sn', 'o*I]pgC7sn', 'n(XRvgC7sn',
      'n(XLtgC7sn', 'k#*AfgC7sn', 'q:<IqgC7sn', 'pEw8ogC7sn', 'pes[BgC7sn', 'l}6D$gC7ss',
    ])
  })

  it('hides the nested easter egg path as base64 of ROT13', () => {
    const rot13 = (text: string) =>
      text.replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c < 'a' ? 65 : 97)))
    const encoded = ftpFile('eastere.gg').toString('utf8').match(/[A-Za-z0-9+/]{40,}={0,2}/)?.[0] ?? ''
    expect(rot13(Buffer.from(encoded, 'base64').toString('utf8'))).toBe('/the/devs/are/so/funny/they/hid/an/easter/egg/within/the/easter/egg')
  })

  it('lists the vulnerable and typosquatted dependencies in the developer backup', () => {
    const backup = JSON.parse(ftpFile('package.json.bak').toString('utf8')) as {
      name: string
      version: string
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    expect(backup).toMatchObject({ name: 'juice-shop', version: '6.2.0-SNAPSHOT' })
    expect(backup.dependencies).toMatchObject({ 'sanitize-html': '1.4.2', 'express-jwt': '0.1.3' })
    for (const name of ['epilogue-js', 'hashids', 'z85', 'jsonwebtoken']) expect(backup.dependencies).toHaveProperty(name)
    expect(backup.devDependencies['eslint-scope']).toBe('3.7.2')
    const lock = JSON.parse(ftpFile('package-lock.json.bak').toString('utf8')) as { name: string; version: string; dependencies: Record<string, { version: string }> }
    expect(lock).toMatchObject({ name: backup.name, version: backup.version })
    expect(Object.keys(lock.dependencies).sort()).toEqual([...Object.keys(backup.dependencies), ...Object.keys(backup.devDependencies)].sort())
  })

  it('holds a KeePass database and the quarantined shortcuts', () => {
    const kdbx = ftpFile('incident-support.kdbx')
    expect(kdbx.readUInt32LE(0).toString(16)).toBe('9aa2d903')
    expect(kdbx.readUInt32LE(4).toString(16)).toBe('b54bfb67')
    for (const binary of ['linux_amd_64', 'linux_arm_64', 'macos_64', 'windows_64.exe']) {
      expect(ftpFile(`quarantine/juicy_malware_${binary}.url`).toString('utf8')).toMatch(/^\[InternetShortcut\]\nURL=http:\/\/\S+\n$/)
    }
  })

  it('has the other documents', () => {
    for (const file of ['acquisitions.md', 'announcement_encrypted.md', 'encrypt.pyc', 'suspicious_errors.yml']) {
      expect(ftpFile(file).length, file).toBeGreaterThan(0)
    }
    expect(existsSync(join(paths.data, 'static', 'legal.md'))).toBe(true)
  })
})
