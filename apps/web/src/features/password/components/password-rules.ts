import { PASSWORD_MAX, PASSWORD_MIN, registrationFormSchema } from '@pulp/shared'

/** Values for the length placeholders of the password messages. */
export const PASSWORD_LENGTH_LIMITS = { min: PASSWORD_MIN, max: PASSWORD_MAX }

/** The registration's email rule: required and well-formed (MANDATORY_EMAIL, INVALID_EMAIL). */
export function emailError(email: string): string | undefined {
  return registrationFormSchema.shape.email.safeParse(email).error?.issues[0]?.message
}

/** A new password of the forgot-password form: required and at least 5 characters. */
export function resetPasswordError(password: string): string | undefined {
  if (password === '') return 'MANDATORY_PASSWORD'
  if (password.length < PASSWORD_MIN) return 'PASSWORD_TOO_SHORT'
  return undefined
}

/** A new password of the change-password form: required and 5 to 40 characters, like at registration. */
export function newPasswordError(password: string, mandatoryKey = 'MANDATORY_PASSWORD'): string | undefined {
  if (password === '') return mandatoryKey
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'INVALID_PASSWORD_LENGTH'
  return undefined
}

/** The repeat must equal the password it repeats (checked after its own rules). */
export function repeatError(repeat: string, password: string, ownRule: (value: string) => string | undefined) {
  if (repeat === '') return 'MANDATORY_PASSWORD_REPEAT'
  return ownRule(repeat) ?? (repeat === password ? undefined : 'PASSWORDS_NOT_MATCHING')
}
