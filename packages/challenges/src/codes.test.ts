import { describe, expect, it } from 'vitest'
import { ctfFlag, decodeContinueCode, DEFAULT_CTF_KEY, encodeContinueCode } from './codes'

const CODE_FOR_1_AND_2 = 'yXjv6Z5jWJnzD6a3YvmwPRXK7roAyzHDde2Og19yEN84plqxkMBbLVQrDeoY'
const CODE_FOR_999 = '69OxrZ8aJEgxONZyWoz1Dw4BvXmRGkM6Ae9M7k2rK63YpqQLPjnlb5V5LvDj'

describe('continue codes', () => {
  it('encodes the published hacking vectors', () => {
    expect(encodeContinueCode('hacking', [1, 2])).toBe(CODE_FOR_1_AND_2)
    expect(encodeContinueCode('hacking', [999])).toBe(CODE_FOR_999)
  })

  it('decodes the published hacking vectors', () => {
    expect(decodeContinueCode('hacking', CODE_FOR_1_AND_2)).toEqual([1, 2])
    expect(decodeContinueCode('hacking', CODE_FOR_999)).toEqual([999])
  })

  it('produces codes of at least 60 characters from the fixed alphabet', () => {
    const code = encodeContinueCode('fixIt', [3])
    expect(code.length).toBeGreaterThanOrEqual(60)
    expect(code).toMatch(/^[a-zA-Z0-9]+$/)
  })

  it.each(['findIt', 'fixIt'] as const)('round-trips %s codes with their own salt', (kind) => {
    const ids = [5, 20, 45, 75]
    const code = encodeContinueCode(kind, ids)
    expect(decodeContinueCode(kind, code)).toEqual(ids)
    expect(code).not.toBe(encodeContinueCode('hacking', ids))
  })

  it('does not accept a code made with another salt', () => {
    expect(decodeContinueCode('findIt', CODE_FOR_1_AND_2)).toEqual([])
  })

  it.each(['', 'abc-def', 'abc def', '../etc', 'äöü', CODE_FOR_1_AND_2.slice(0, -1) + 'Z'])(
    'returns [] for the malformed or tampered code %j',
    (code) => {
      expect(decodeContinueCode('hacking', code)).toEqual([])
    },
  )

  it('encodes an empty list as an empty string', () => {
    expect(encodeContinueCode('hacking', [])).toBe('')
  })
})

describe('ctfFlag', () => {
  it.each([
    ['Score Board', '2614339936e8282e2f820f023d4d998a1f95e02a'],
    ['Login Admin', '690fa3247a99d651e0b26f947baf0b79b4f404a9'],
    ['DOM XSS', '4a31a4fe0954199566e360a873802bf64d0d0a84'],
  ])('gives the published flag for %s', (name, flag) => {
    expect(ctfFlag(name, DEFAULT_CTF_KEY)).toBe(flag)
  })

  it('depends on the key', () => {
    expect(ctfFlag('Score Board', 'another key')).not.toBe(ctfFlag('Score Board', DEFAULT_CTF_KEY))
  })
})
