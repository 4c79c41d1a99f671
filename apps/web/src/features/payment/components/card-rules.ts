import type { FieldErrors } from '@/lib/use-form'

/** Spec: expiry months 1 to 12, and twenty expiry years starting 2080. */
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, index) => index + 1)
export const EXPIRY_YEARS = Array.from({ length: 20 }, (_, index) => 2080 + index)

/** A card number has sixteen digits: from 1e15 up to (not including) 1e16. */
const CARD_NUMBER_MIN = 1e15
const CARD_NUMBER_MAX = 1e16

export interface CardFields {
  fullName: string
  cardNum: string
  expMonth: string
  expYear: string
}

export const EMPTY_CARD: CardFields = { fullName: '', cardNum: '', expMonth: '', expYear: '' }

function cardNumberError(cardNum: string): string | undefined {
  if (cardNum === '') return 'MANDATORY_CARD_NUMBER'
  const value = Number(cardNum)
  const valid = /^\d+$/.test(cardNum) && value >= CARD_NUMBER_MIN && value < CARD_NUMBER_MAX
  return valid ? undefined : 'VALID_CARD_NUMBER'
}

export function cardErrors(card: CardFields): FieldErrors<CardFields> {
  return {
    fullName: card.fullName.trim() === '' ? 'MANDATORY_NAME' : undefined,
    cardNum: cardNumberError(card.cardNum),
    expMonth: card.expMonth === '' ? 'MANDATORY_MONTH' : undefined,
    expYear: card.expYear === '' ? 'MANDATORY_YEAR' : undefined,
  }
}
