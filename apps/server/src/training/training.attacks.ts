import Hashids from 'hashids'
import request from 'supertest'
import type { Attacks } from '../lib/attacks'
import { expectStatus } from '../testing/attack-steps'

/** Continue codes are Hashids made with the library's demo salt, as the web app's bundle shows. */
const continueCodes = new Hashids('this is my salt', 60, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890')
/** A continue code for challenge 999, which does not exist. */
export const IMAGINARY_CODE = continueCodes.encode([999])

export const trainingAttacks = {
  continueCodeChallenge: async (target) => expectStatus(await request(target).put(`/rest/continue-code/apply/${IMAGINARY_CODE}`), 200),
} satisfies Attacks
