import { registrationFormSchema } from '@pulp/shared'

export interface RegistrationFields {
  email: string
  password: string
  passwordRepeat: string
  securityQuestionId: number | undefined
  securityAnswer: string
}

export type RegistrationErrors = Partial<Record<keyof RegistrationFields, string>>

/** The message key of the first broken rule per field, from the shared registration schema. */
export function registrationErrors(fields: RegistrationFields): RegistrationErrors {
  const result = registrationFormSchema.safeParse(fields)
  const errors: RegistrationErrors = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof RegistrationFields
    errors[field] ??= issue.message
  }
  // The schema compares the passwords only once every other field is valid; show the mismatch right away.
  if (!errors.passwordRepeat && fields.passwordRepeat !== '' && fields.password !== fields.passwordRepeat) {
    errors.passwordRepeat = 'PASSWORDS_NOT_MATCHING'
  }
  return errors
}
