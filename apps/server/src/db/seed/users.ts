/** Security questions, then the users with their answers, feedback, addresses and cards. */
import { deluxeTokenFor, hashSecurityAnswer, md5 } from '../../lib/crypto'
import type { SeedContext } from './context'
import { seedData, seededEmail, type SeededUser } from './data'

export const UPLOADS_PATH = 'assets/public/images/uploads'

export function seedSecurityQuestions({ insert }: SeedContext): void {
  for (const { question } of seedData().securityQuestions) insert('SecurityQuestions', { question })
}

export function seedUsers(context: SeedContext): void {
  for (const user of seedData().users) {
    const email = seededEmail(user, context.domain)
    const userId = insertUser(context, user, email)
    if (user.securityQuestion !== undefined && user.securityAnswer !== undefined) {
      seedSecurityAnswer(context, userId, user.securityQuestion, user.securityAnswer)
    }
    for (const { comment, rating } of user.feedback ?? []) {
      context.insert('Feedbacks', { UserId: userId, comment: `${comment} (***${email.slice(3)})`, rating })
    }
    const addressIds = (user.addresses ?? []).map((address) =>
      context.insert('Addresses', { UserId: userId, ...address, state: address.state ?? null }),
    )
    context.addressIds.set(userId, addressIds)
    for (const card of user.cards ?? []) context.insert('Cards', { UserId: userId, ...card })
  }
}

export function seedSecurityAnswer({ insert }: SeedContext, userId: number, questionId: number, answer: string): void {
  insert('SecurityAnswers', { UserId: userId, SecurityQuestionId: questionId, answer: hashSecurityAnswer(answer) })
}

// vuln-code-snippet start twoFactorAuthUnsafeSecretStorageChallenge
function insertUser({ insert, timestamp }: SeedContext, user: SeededUser, email: string): number {
  return insert('Users', {
    username: user.username ?? '',
    email,
    password: md5(user.password),
    role: user.role,
    deluxeToken: user.role === 'deluxe' ? deluxeTokenFor(email) : '',
    lastLoginIp: user.lastLoginIp ?? '',
    profileImage: `${UPLOADS_PATH}/${profileImageOf(user)}`,
    totpSecret: user.totpSecret ?? '', // vuln-code-snippet vuln-line twoFactorAuthUnsafeSecretStorageChallenge
    isActive: 1,
    deletedAt: user.deleted ? timestamp : null,
  })
}
// vuln-code-snippet end twoFactorAuthUnsafeSecretStorageChallenge

const profileImageOf = (user: SeededUser): string =>
  user.profileImage ?? (user.role === 'admin' ? 'defaultAdmin.png' : 'default.svg')
