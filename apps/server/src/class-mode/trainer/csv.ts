import { DIFFICULTIES, type Board } from './board'
import type { TrainerTexts } from './texts'

/** A spreadsheet reads a cell starting with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A text that a
 * spreadsheet would run as a formula gets a leading apostrophe, so team names cannot inject formulas.
 */
export function csvField(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const csvLine = (fields: readonly (string | number)[]): string => fields.map(csvField).join(',')

/** The scores as CSV: one line per team, its score by difficulty and the solve time of every challenge. */
export function scoresCsv(board: Board, texts: TrainerTexts): string {
  const header = [
    texts.CLASS_TRAINER_TEAM,
    texts.CLASS_TRAINER_JOINED,
    texts.CLASS_TRAINER_LAST_ACTIVITY,
    ...DIFFICULTIES.map((level) => `★${level}`),
    texts.CLASS_TRAINER_TOTAL,
    ...board.challenges.map(({ name }) => name),
  ]
  const rows = board.teams.map((team) => [
    team.name,
    team.createdAt,
    team.lastActivity,
    ...team.solvedByDifficulty,
    team.total,
    ...board.challenges.map(({ key }) => team.solves[key] ?? ''),
  ])
  return [header, ...rows].map(csvLine).join('\r\n') + '\r\n'
}
