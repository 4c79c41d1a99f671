/** The photo wall; the geo-stalking photos also give their owners a security answer. */
import type { SeedContext } from './context'
import { seedData, seededUserId } from './data'
import { seedSecurityAnswer, UPLOADS_PATH } from './users'

export function seedMemories(context: SeedContext): void {
  for (const memory of seedData().memories) {
    const userId = seededUserId(memory.user)
    context.insert('Memories', { UserId: userId, caption: memory.caption, imagePath: `${UPLOADS_PATH}/${memory.image}` })
    if (memory.securityQuestion !== undefined && memory.securityAnswer !== undefined) {
      seedSecurityAnswer(context, userId, memory.securityQuestion, memory.securityAnswer)
    }
  }
}
