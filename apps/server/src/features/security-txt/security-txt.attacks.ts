import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { expectStatus } from '../../testing/attack-steps'
import { informTheShop } from '../../testing/feedback-posts'

/** Where RFC 9116 puts the policy, and where older tools look. */
export const SECURITY_TXT_PATHS = ['/.well-known/security.txt', '/security.txt'] as const

/** The path of a URL the shop announces, to be fetched from the attacked shop whatever host it names. */
const pathOf = (url: string) => new URL(url, 'http://shop.invalid').pathname

/** The text of a file the shop serves, whatever type it declares. */
async function fetchText(target: AttackTarget, path: string): Promise<string> {
  const response = expectStatus(await request(target).get(path).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = []
    res.on('data', (chunk: Buffer) => chunks.push(chunk))
    res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')))
  }), 200)
  return response.body as string
}

/**
 * security.txt names the CSAF provider metadata, which names the advisory folder; its index lists the advisories.
 * The one that marks the shop as affected publishes a SHA-512 checksum: that is what the player reports.
 */
export async function affectedAdvisoryChecksum(target: AttackTarget): Promise<string> {
  const policy = await fetchText(target, SECURITY_TXT_PATHS[0])
  const metadataUrl = /^CSAF: (\S+)$/m.exec(policy)?.[1]
  if (!metadataUrl) throw new Error('security.txt names no CSAF provider')
  const metadata = JSON.parse(await fetchText(target, pathOf(metadataUrl))) as { distributions: { directory_url: string }[] }
  const folder = pathOf(metadata.distributions[0].directory_url).replace(/\/?$/, '/')
  for (const advisory of (await fetchText(target, `${folder}index.txt`)).split('\n').filter(Boolean)) {
    const document = JSON.parse(await fetchText(target, `${folder}${advisory}`)) as { vulnerabilities: { product_status?: { known_affected?: string[] } }[] }
    if (document.vulnerabilities.some((vulnerability) => vulnerability.product_status?.known_affected?.length)) {
      return (await fetchText(target, `${folder}${advisory}.sha512`)).split(' ')[0]
    }
  }
  throw new Error('no advisory marks the shop as affected')
}

export const securityTxtAttacks = {
  securityPolicyChallenge: (target) => request(target).get(SECURITY_TXT_PATHS[0]),
  csafChallenge: async (target) => informTheShop(target, `Your own advisory says you are affected: ${await affectedAdvisoryChecksum(target)}`),
} satisfies Attacks
