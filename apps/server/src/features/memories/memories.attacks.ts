import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { expectStatus } from '../../testing/attack-steps'

/** The photo on the wall whose file name holds # signs, which the page never encodes (a cat's). */
export async function catPhotoPath(target: AttackTarget): Promise<string> {
  const memories = expectStatus(await request(target).get('/rest/memories'), 200).body.data as { imagePath: string }[]
  const cat = memories.find(({ imagePath }) => imagePath.includes('#'))
  if (!cat) throw new Error('no photo on the wall has a # in its name')
  return cat.imagePath
}

export const memoriesAttacks = {
  missingEncodingChallenge: async (target) => request(target).get(`/${encodeURI(await catPhotoPath(target)).replaceAll('#', '%23')}`),
} satisfies Attacks
