import { describe, expect, it } from 'vitest'
import { monthlyCoupon, z85Encode } from './coupon'

describe('coupons', () => {
  it('encodes the Z85 reference vector', () => {
    expect(z85Encode(Uint8Array.from([0x86, 0x4f, 0xd2, 0x6f, 0xb5, 0x59, 0xf7, 0x5b]))).toBe('HelloWorld')
  })

  it('matches the coupons the book lists for January 2017', () => {
    expect(monthlyCoupon(50, new Date(2017, 0, 15))).toBe('n<Mibh.u)v')
    expect(monthlyCoupon(80, new Date(2017, 0, 15))).toBe('n<Mibh.v0y')
  })
})
