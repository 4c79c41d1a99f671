import type { FieldErrors } from '@/lib/use-form'
import type { Address, NewAddress } from '../api/get-addresses'

/** Spec: mobile numbers from 1111111 to 9999999999 (the message shows 1000000), zip ≤ 8, street ≤ 160. */
export const ADDRESS_LIMITS = { mobileMin: 1111111, mobileMax: 9999999999, zipMax: 8, streetMax: 160 }
export const ADDRESS_MESSAGE_VALUES = {
  min: 1000000,
  max: ADDRESS_LIMITS.mobileMax,
  zipLength: ADDRESS_LIMITS.zipMax,
  length: ADDRESS_LIMITS.streetMax,
}

export interface AddressFields {
  country: string
  fullName: string
  mobileNum: string
  zipCode: string
  streetAddress: string
  city: string
  state: string
}

export const EMPTY_ADDRESS: AddressFields = {
  country: '',
  fullName: '',
  mobileNum: '',
  zipCode: '',
  streetAddress: '',
  city: '',
  state: '',
}

const required = (value: string, key: string) => (value.trim() === '' ? key : undefined)

function mobileError(mobileNum: string): string | undefined {
  if (mobileNum.trim() === '') return 'MANDATORY_MOBILE_NUMBER'
  const value = Number(mobileNum)
  const inRange = /^\d+$/.test(mobileNum) && value >= ADDRESS_LIMITS.mobileMin && value <= ADDRESS_LIMITS.mobileMax
  return inRange ? undefined : 'INVALID_MOBILE_NUMBER'
}

export function addressErrors(address: AddressFields): FieldErrors<AddressFields> {
  return {
    country: required(address.country, 'MANDATORY_COUNTRY'),
    fullName: required(address.fullName, 'MANDATORY_NAME'),
    mobileNum: mobileError(address.mobileNum),
    zipCode:
      required(address.zipCode, 'MANDATORY_ZIP') ??
      (address.zipCode.length > ADDRESS_LIMITS.zipMax ? 'INVALID_ZIP' : undefined),
    streetAddress:
      required(address.streetAddress, 'MANDATORY_ADDRESS') ??
      (address.streetAddress.length > ADDRESS_LIMITS.streetMax ? 'MAX_TEXTAREA_LENGTH' : undefined),
    city: required(address.city, 'MANDATORY_CITY'),
  }
}

export const toFields = (address: Address): AddressFields => ({
  country: address.country,
  fullName: address.fullName,
  mobileNum: String(address.mobileNum),
  zipCode: address.zipCode,
  streetAddress: address.streetAddress,
  city: address.city,
  state: address.state ?? '',
})

export const toAddress = (fields: AddressFields): NewAddress => ({
  ...fields,
  mobileNum: Number(fields.mobileNum),
  state: fields.state.trim() === '' ? null : fields.state,
})

/** One line for lists and summaries: street, city, state, zip code. */
export const addressLine = (address: Address) =>
  [address.streetAddress, address.city, address.state, address.zipCode].filter(Boolean).join(', ')
