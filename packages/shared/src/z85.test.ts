import { describe, expect, it } from 'vitest'
import { CAMPAIGNS, campaignCouponData } from './basket'
import { monthlyCoupon, readMonthlyCouponText, z85Decode, z85Encode } from './z85'

describe('z85', () => {
  it('encodes and decodes the coupons of the book and of the 2013 backup', () => {
    expect(z85Encode('JAN17-50')).toBe('n<Mibh.u)v')
    expect(z85Encode('JAN17-80')).toBe('n<Mibh.v0y')
    expect(z85Decode('n<MibgC7sn')).toBe('JAN13-10')
    expect(z85Decode('l}6D$gC7ss')).toBe('DEC13-15')
  })

  it('refuses text of the wrong length or with characters outside the alphabet', () => {
    expect(z85Encode('JAN17-5')).toBeNull()
    expect(z85Decode('n<Mib')).not.toBeNull()
    expect(z85Decode('n<Mi')).toBeNull()
    expect(z85Decode('n<Mi"')).toBeNull()
    expect(z85Decode('#####')).toBeNull()
  })

  it('round-trips any Latin-1 text of whole groups', () => {
    for (const text of ['\u0000\u0000\u0000\u0000', '\u00ff\u00ff\u00ff\u00ff', 'MAY26-99']) expect(z85Decode(z85Encode(text) as string)).toBe(text)
  })
})

describe('monthly coupons', () => {
  it('are z85 of MMMYY-NN for the month of the date, 10 characters long', () => {
    const coupon = monthlyCoupon(10, new Date(2026, 0, 15))
    expect(coupon).toHaveLength(10)
    expect(z85Decode(coupon)).toBe('JAN26-10')
    expect(readMonthlyCouponText('JAN26-10')).toEqual({ month: 0, year: 26, discount: 10 })
    expect(readMonthlyCouponText('XYZ26-10')).toBeNull()
    expect(readMonthlyCouponText('JAN26-1')).toBeNull()
  })

  it('refuse a discount that is not a whole number of at most two digits', () => {
    expect(() => monthlyCoupon(100)).toThrow(RangeError)
    expect(() => monthlyCoupon(12.5)).toThrow(RangeError)
  })
})

describe('campaign coupons', () => {
  it('carry the published date of WMNSDY2019', () => {
    expect(CAMPAIGNS.WMNSDY2019).toEqual({ validOn: 1551999600000, discount: 75 })
    expect(campaignCouponData('WMNSDY2019', 1551999600000)).toBe('V01OU0RZMjAxOS0xNTUxOTk5NjAwMDAw')
  })
})
