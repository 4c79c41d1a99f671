import type { FieldError, Row } from './crud-router'

/** What an optional column of a generic resource must hold when it is given at all. */
export type FieldRule = 'whole number' | { maxLength: number }

const isWholeNumber = (value: unknown): boolean => Number.isInteger(typeof value === 'string' && value.trim() !== '' ? Number(value) : value)

/** The broken rules of `row` (absent and null values pass: NOT NULL is the database's business). */
export function fieldErrors(row: Row, rules: Record<string, FieldRule>): FieldError[] {
  return Object.entries(rules).flatMap(([field, rule]) => {
    const value = row[field]
    if (value === undefined || value === null) return []
    if (rule === 'whole number') return isWholeNumber(value) ? [] : [{ field, message: `${field} must be a whole number` }]
    if (typeof value === 'string' && value.length <= rule.maxLength) return []
    return [{ field, message: `${field} must be a text of at most ${rule.maxLength} characters` }]
  })
}
