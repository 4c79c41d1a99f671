import type { Db } from '../../db/database'
import { isoDate, sqlNow } from '../../db/database'

type Row = Record<string, unknown>

const withIsoDates = (row: Row): Row => ({
  ...row,
  createdAt: isoDate(row.createdAt as string | null),
  updatedAt: isoDate(row.updatedAt as string | null),
  ...('deletedAt' in row ? { deletedAt: isoDate(row.deletedAt as string | null) } : {}),
})

/** Every memory with its author's whole user row, as the original photo wall answered (hashes included). */
export function allMemories(db: Db): Row[] {
  const memories = db.prepare('SELECT * FROM Memories ORDER BY id').all() as Row[]
  const userById = db.prepare('SELECT * FROM Users WHERE id = ?')
  return memories.map((memory) => {
    const user = userById.get(memory.UserId) as Row | undefined
    return { ...withIsoDates(memory), User: user ? withIsoDates(user) : null }
  })
}

export function insertMemory(db: Db, memory: { UserId: number; caption: string; imagePath: string }): Row {
  const now = sqlNow()
  const { lastInsertRowid } = db
    .prepare('INSERT INTO Memories (UserId, caption, imagePath, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
    .run(memory.UserId, memory.caption, memory.imagePath, now, now)
  return withIsoDates(db.prepare('SELECT * FROM Memories WHERE id = ?').get(lastInsertRowid) as Row)
}
