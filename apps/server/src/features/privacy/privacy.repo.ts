import { sqlNow, type Db } from '../../db/database'

export function securityQuestionOf(db: Db, userId: number): string | undefined {
  const row = db.prepare(`SELECT q.question FROM SecurityAnswers a JOIN SecurityQuestions q ON q.id = a.SecurityQuestionId
    WHERE a.UserId = ?`).get(userId) as { question: string } | undefined
  return row?.question
}

export function insertPrivacyRequest(db: Db, userId: number): void {
  const now = sqlNow()
  db.prepare('INSERT INTO PrivacyRequests (UserId, deletionRequested, createdAt, updatedAt) VALUES (?, 1, ?, ?)').run(userId, now, now)
}

export function insertImageCaptcha(db: Db, userId: number, image: string, answer: string): void {
  const now = sqlNow()
  db.prepare('INSERT INTO ImageCaptchas (image, answer, UserId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)').run(image, answer, userId, now, now)
}

/** The answer of the newest image captcha the user requested since `since`, if any. */
export function latestCaptchaAnswerSince(db: Db, userId: number, since: Date): string | undefined {
  const row = db.prepare('SELECT answer FROM ImageCaptchas WHERE UserId = ? AND createdAt >= ? ORDER BY id DESC LIMIT 1')
    .get(userId, sqlNow(since)) as { answer: string } | undefined
  return row?.answer
}

export function memoriesOf(db: Db, userId: number): { caption: string; imagePath: string }[] {
  return db.prepare('SELECT caption, imagePath FROM Memories WHERE UserId = ? ORDER BY id').all(userId) as { caption: string; imagePath: string }[]
}
