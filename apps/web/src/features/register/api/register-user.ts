import { useMutation } from '@tanstack/react-query'
import type { PublicUser, RegistrationRequest, SecurityQuestion } from '@pulp/shared'
import { ApiError, apiRequest } from '@/lib/api-client'

interface NewAccount {
  email: string
  password: string
  passwordRepeat: string
  securityQuestion: SecurityQuestion
  securityAnswer: string
}

/** Creates the user, then stores the answer to the chosen security question for that user. */
export async function registerUser(account: NewAccount): Promise<PublicUser> {
  const request: RegistrationRequest = {
    email: account.email,
    password: account.password,
    passwordRepeat: account.passwordRepeat,
    securityQuestion: account.securityQuestion,
    securityAnswer: account.securityAnswer,
  }
  const { data: user } = await apiRequest<{ data: PublicUser }>('/api/Users/', { method: 'POST', body: request })
  await apiRequest('/api/SecurityAnswers/', {
    method: 'POST',
    body: { UserId: user.id, answer: account.securityAnswer, SecurityQuestionId: account.securityQuestion.id },
  })
  return user
}

/** Spec: the first validation error, with its first letter capitalised. */
export function registrationErrorText(error: unknown): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const { errors } = error.body as { errors?: { message?: unknown }[] }
    const first = errors?.[0]?.message
    if (typeof first === 'string' && first !== '') return first.charAt(0).toUpperCase() + first.slice(1)
  }
  return error instanceof Error ? error.message : String(error)
}

/** Registering an account. Nothing cached changes, so nothing is invalidated. */
export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser })
}
