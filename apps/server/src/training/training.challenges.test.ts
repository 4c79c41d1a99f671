import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createTestShop } from '../testing/test-app'
import { IMAGINARY_CODE, trainingAttacks } from './training.attacks'

const CODE_FOR_999 = '69OxrZ8aJEgxONZyWoz1Dw4BvXmRGkM6Ae9M7k2rK63YpqQLPjnlb5V5LvDj'
const CODE_FOR_1_AND_2 = 'yXjv6Z5jWJnzD6a3YvmwPRXK7roAyzHDde2Og19yEN84plqxkMBbLVQrDeoY'

describe('continueCodeChallenge (Imaginary Challenge)', () => {
  it('is solved by applying a forged code for the non-existent challenge 999', async () => {
    const { app, ctx } = createTestShop()
    expect(IMAGINARY_CODE).toBe(CODE_FOR_999)
    const response = await trainingAttacks.continueCodeChallenge(app)
    expect(response.text).toBe('')
    expect(ctx.training.isSolved('continueCodeChallenge')).toBe(true)
  })

  it('is not solved by an ordinary continue code', async () => {
    const { app, ctx } = createTestShop()
    await request(app).put(`/rest/continue-code/apply/${CODE_FOR_1_AND_2}`).expect(200)
    expect(ctx.training.isSolved('continueCodeChallenge')).toBe(false)
  })
})
