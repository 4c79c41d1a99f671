import request from 'supertest'
import type { AttackTarget, Attacks } from '../../lib/attacks'
import { expectStatus } from '../../testing/attack-steps'

/** The photo wall's first photo: a cat, whose file name holds # signs that the page never encodes. */
export async function catPhotoPath(target: AttackTarget): Promise<string> {
  const memories = expectStatus(await request(target).get('/rest/memories'), 200)
  return memories.body.data[0].imagePath as string
}

export const memoriesAttacks = {
  missingEncodingChallenge: async (target) => request(target).get(`/${encodeURI(await catPhotoPath(target)).replaceAll('#', '%23')}`),
} satisfies Attacks
