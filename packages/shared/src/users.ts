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

export const loginSuccessSchema = z.object({
  authentication: z.object({ token: z.string(), bid: z.number(), umail: z.string() }),
})
export type LoginSuccess = z.infer<typeof loginSuccessSchema>

export const totpRequiredSchema = z.object({
  status: z.literal('totp_token_required'),
  data: z.object({ tmpToken: z.string() }),
})
export type TotpRequired = z.infer<typeof totpRequiredSchema>

export const securityQuestionSchema = z.object({
  id: z.number(),
  question: z.string(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
})
export type SecurityQuestion = z.infer<typeof securityQuestionSchema>

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
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  deluxeToken: z.string(),
  lastLoginIp: z.string(),
  profileImage: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
})
export type PublicUser = z.infer<typeof publicUserSchema>

/** GET /rest/user/whoami */
export const whoAmISchema = z.object({
  user: z.object({
    id: z.number().optional(),
    email: z.string().optional(),
    lastLoginIp: z.string().optional(),
    profileImage: z.string().optional(),
  }),
})
export type WhoAmI = z.infer<typeof whoAmISchema>
