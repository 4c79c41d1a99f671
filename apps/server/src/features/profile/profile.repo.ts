import { sqlNow, type Db } from '../../db/database'
import type { Row } from '../../lib/crud-router'

export type ProfileRow = Row & { id: number; username: string; email: string; profileImage: string }

export function findProfile(db: Db, userId: number): ProfileRow | undefined {
  return db.prepare('SELECT * FROM Users WHERE id = ? AND deletedAt IS NULL').get(userId) as ProfileRow | undefined
}

export function updateUsername(db: Db, userId: number, username: string): void {
  db.prepare('UPDATE Users SET username = ?, updatedAt = ? WHERE id = ?').run(username, sqlNow(), userId)
}

export function updateProfileImage(db: Db, userId: number, profileImage: string): void {
  db.prepare('UPDATE Users SET profileImage = ?, updatedAt = ? WHERE id = ?').run(profileImage, sqlNow(), userId)
}
