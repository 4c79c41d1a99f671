import { z } from 'zod'

export const ROLES = ['customer', 'deluxe', 'accounting', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Passwords are 5 to 40 characters (spec shop-and-account §5). */
export const PASSWORD_MIN = 5
export const PASSWORD_MAX = 40

/** What the login form sends. The server deliberately accepts anything (the SQL injection challenges). */
export const loginRequestSchema = z.object({
  email: z.string().min(1),
  password: z.string().min(1),
  oauth: z.boolean().optional(),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export interface LoginSuccess {
  authentication: { token: string; bid: number; umail: string }
}
export interface TotpRequired {
  status: 'totp_token_required'
  data: { tmpToken: string }
}

export interface SecurityQuestion {
  id: number
  question: string
  createdAt?: string
  updatedAt?: string
}

/**
 * The registration form's rules with the message keys the UI shows.
 * The server keeps only what the challenges need (see features/users): this schema is the honest client's contract.
 */
export const registrationFormSchema = z
  .object({
    email: z.string().min(1, 'MANDATORY_EMAIL').email('INVALID_EMAIL'),
    password: z
      .string()
      .min(1, 'MANDATORY_PASSWORD')
      .min(PASSWORD_MIN, 'INVALID_PASSWORD_LENGTH')
      .max(PASSWORD_MAX, 'INVALID_PASSWORD_LENGTH'),
    passwordRepeat: z.string().min(1, 'MANDATORY_PASSWORD_REPEAT'),
    securityQuestionId: z.number({ error: 'MANDATORY_SECURITY_QUESTION' }).int().positive('MANDATORY_SECURITY_QUESTION'),
    securityAnswer: z.string().min(1, 'MANDATORY_SECURITY_ANSWER'),
  })
  .refine((form) => form.password === form.passwordRepeat, { path: ['passwordRepeat'], message: 'PASSWORDS_NOT_MATCHING' })
export type RegistrationForm = z.infer<typeof registrationFormSchema>

/** Body of POST /api/Users as the shop's own front end sends it. */
export interface RegistrationRequest {
  email: string
  password: string
  passwordRepeat: string
  securityQuestion: SecurityQuestion
  securityAnswer: string
}

/** A user row as the API shows it (password and totpSecret removed). */
export interface PublicUser {
  id: number
  username: string
  email: string
  role: Role
  deluxeToken: string
  lastLoginIp: string
  profileImage: string
  isActive: boolean
  createdAt: string
  updatedAt: string
  deletedAt: string | null
}

/** GET /rest/user/whoami */
export interface WhoAmI {
  user: { id?: number; email?: string; lastLoginIp?: string; profileImage?: string }
}
