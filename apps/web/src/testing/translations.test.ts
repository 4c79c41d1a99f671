import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import de from '../../public/assets/i18n/de_DE.json'
import en from '../../public/assets/i18n/en.json'

const SOURCE_ROOT = join(import.meta.dirname, '..')

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** Keys named literally in the source: t('KEY'), labelKey: 'KEY', errorKey="KEY", titleKey="KEY" and the registration rule keys. */
function keysUsedInSource(): string[] {
  const pattern = /(?:\bt\(|labelKey: |errorKey=|titleKey=)['"]([A-Z0-9][A-Z0-9_]+)['"]/g
  const used = new Set<string>()
  for (const file of sourceFiles(SOURCE_ROOT)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.add(match[1])
  }
  return [...used].sort()
}

describe('translations', () => {
  it('have the same keys in English and German', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
  })

  it('cover every key the source names, including the registration and form rule messages', () => {
    const registrationKeys = [
      'MANDATORY_EMAIL',
      'INVALID_EMAIL',
      'MANDATORY_PASSWORD',
      'INVALID_PASSWORD_LENGTH',
      'MANDATORY_PASSWORD_REPEAT',
      'PASSWORDS_NOT_MATCHING',
      'MANDATORY_SECURITY_QUESTION',
      'MANDATORY_SECURITY_ANSWER',
    ]
    const formRuleKeys = [
      'PASSWORD_TOO_SHORT',
      'MANDATORY_CURRENT_PASSWORD',
      'INVALID_TWO_FACTOR_AUTH_TOKEN',
      'MANDATORY_CAPTCHA',
      'MANDATORY_FORMAT',
      'MANDATORY_NAME',
      'MANDATORY_CARD_NUMBER',
      'VALID_CARD_NUMBER',
      'MANDATORY_MONTH',
      'MANDATORY_YEAR',
      'MANDATORY_AMOUNT',
      'AMOUNT_LIMIT',
      'MANDATORY_COMMENT',
      'MAX_COMMENT_LENGTH',
      'MANDATORY_CAPTCHA_RESULT',
      'INVALID_CAPTCHA',
      'FEEDBACK_THANK_YOU',
      'FEEDBACK_FIVE_STAR_THANK_YOU',
      'MANDATORY_MESSAGE',
      'MAX_MESSAGE_LENGTH',
      'INVALID_FILE_TYPE',
      'INVALID_FILE_SIZE',
      'LABEL_UPLOADING_INVOICE',
    ]
    const missing = [...keysUsedInSource(), ...registrationKeys, ...formRuleKeys].filter((key) => !(key in en))
    expect(missing).toEqual([])
  })

  it('leave no value empty', () => {
    expect(Object.entries({ ...en }).filter(([, text]) => text.trim() === '')).toEqual([])
    expect(Object.entries({ ...de }).filter(([, text]) => text.trim() === '')).toEqual([])
  })
})
