/** One line of a line-based diff: kept, removed from the original, or added by the new version. */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added'
  text: string
  /** line number in the original (same, removed) */
  oldNumber?: number
  /** line number in the new version (same, added) */
  newNumber?: number
}

/**
 * The difference between two texts, line by line, from their longest common subsequence. Snippets have at most a
 * few hundred lines, so the quadratic table is fine.
 */
export function diffLines(original: string, changed: string): DiffLine[] {
  const before = original.split('\n')
  const after = changed.split('\n')
  // common[i][j]: length of the longest common subsequence of before[i..] and after[j..]
  const common = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0))
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      common[i][j] = before[i] === after[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1])
    }
  }
  const lines: DiffLine[] = []
  let i = 0
  let j = 0
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      lines.push({ kind: 'same', text: before[i], oldNumber: i + 1, newNumber: j + 1 })
      i++
      j++
    } else if (i < before.length && (j === after.length || common[i + 1][j] >= common[i][j + 1])) {
      lines.push({ kind: 'removed', text: before[i], oldNumber: i + 1 })
      i++
    } else {
      lines.push({ kind: 'added', text: after[j], newNumber: j + 1 })
      j++
    }
  }
  return lines
}

/** A row of the side-by-side view: the original line on the left, the new one on the right. */
export interface SideBySideRow {
  left?: DiffLine
  right?: DiffLine
}

/** Pairs each run of removed lines with the run of added lines that replaces it. */
export function sideBySide(lines: DiffLine[]): SideBySideRow[] {
  const rows: SideBySideRow[] = []
  let removed: DiffLine[] = []
  let added: DiffLine[] = []
  const flush = () => {
    for (let k = 0; k < Math.max(removed.length, added.length); k++) rows.push({ left: removed[k], right: added[k] })
    removed = []
    added = []
  }
  for (const line of lines) {
    if (line.kind === 'removed') removed.push(line)
    else if (line.kind === 'added') added.push(line)
    else {
      flush()
      rows.push({ left: line, right: line })
    }
  }
  flush()
  return rows
}
