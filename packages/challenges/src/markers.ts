/**
 * The vuln-code-snippet marker grammar that turns marked source code into coding-challenge snippets.
 *
 * A marker is a trailing comment whose text is `vuln-code-snippet <directive> [<key>…]`. The comment opens with
 * `//` in TypeScript, JavaScript and Solidity, with `#` in YAML, and is written as a `{/* … *\/}` block inside JSX,
 * where `//` would render as text. One line may carry several markers, e.g. a vuln-line for one key followed by
 * a neutral-line for another.
 *
 * Directives:
 * - `start <keys>` / `end <keys>`: the region of each named key. The start line is not part of the region; code
 *   in front of an end marker is. Each key has exactly one start and one end per file.
 * - `vuln-line <keys>`: the line is (part of) the flaw for those keys. `neutral-line <keys>`: selecting it is not
 *   counted as a mistake.
 * - `hide-line`: the line is left out. `hide-start` … `hide-end`: those lines, both marker lines included, are left
 *   out (used to hide the solve detection). Unlike Juice Shop, which hides greedily up to the last `hide-end`, each
 *   `hide-start` pairs with the next `hide-end`, so code between two hidden blocks stays visible.
 *
 * Extraction then drops leading and trailing blank lines, removes the common indentation, numbers the lines
 * from 1 and strips the marker comments (they are trailing, so line numbers do not move).
 */

const DIRECTIVES = ['start', 'end', 'vuln-line', 'neutral-line', 'hide-line', 'hide-start', 'hide-end'] as const
type Directive = (typeof DIRECTIVES)[number]
const KEYED_DIRECTIVES: readonly Directive[] = ['start', 'end', 'vuln-line', 'neutral-line']

const MARKER_OPENING = /(?:\/\/|#|\{?\/\*)[ \t]*vuln-code-snippet\b/
const MARKER_OPENING_GLOBAL = new RegExp(MARKER_OPENING.source, 'g')
const BLOCK_COMMENT_CLOSING = /\*\/\}?\s*$/

interface Marker {
  directive: Directive
  keys: string[]
}

interface SourceLine {
  /** The line without its marker comments, trailing whitespace removed. */
  code: string
  markers: Marker[]
  /** 1-based line number in the source file, for error messages. */
  sourceLine: number
}

export class SnippetBoundaryError extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Snippet "${key}": ${reason}`)
    this.name = 'SnippetBoundaryError'
  }
}

export class MarkerSyntaxError extends Error {
  constructor(sourceLine: number, reason: string) {
    super(`Line ${sourceLine}: ${reason}`)
    this.name = 'MarkerSyntaxError'
  }
}

export interface Snippet {
  snippet: string
  vulnLines: number[]
  neutralLines: number[]
}

function isDirective(word: string): word is Directive {
  return (DIRECTIVES as readonly string[]).includes(word)
}

function parseMarker(commentBody: string, sourceLine: number): Marker {
  const [directive = '', ...keys] = commentBody.replace(BLOCK_COMMENT_CLOSING, '').trim().split(/\s+/)
  if (!isDirective(directive)) {
    throw new MarkerSyntaxError(sourceLine, `unknown vuln-code-snippet directive "${directive}"`)
  }
  const takesKeys = KEYED_DIRECTIVES.includes(directive)
  if (takesKeys && keys.length === 0) throw new MarkerSyntaxError(sourceLine, `"${directive}" needs at least one key`)
  if (!takesKeys && keys.length > 0) throw new MarkerSyntaxError(sourceLine, `"${directive}" takes no keys`)
  return { directive, keys }
}

function parseLine(text: string, index: number): SourceLine {
  const sourceLine = index + 1
  const firstMarker = MARKER_OPENING.exec(text)
  if (!firstMarker) return { code: text.trimEnd(), markers: [], sourceLine }
  const commentBodies = text.slice(firstMarker.index).split(MARKER_OPENING_GLOBAL).slice(1)
  return {
    code: text.slice(0, firstMarker.index).trimEnd(),
    markers: commentBodies.map((body) => parseMarker(body, sourceLine)),
    sourceLine,
  }
}

function parseSource(source: string): SourceLine[] {
  return source.split(/\r?\n/).map(parseLine)
}

function hasMarker(line: SourceLine, directive: Directive, key?: string): boolean {
  return line.markers.some((marker) => marker.directive === directive && (key === undefined || marker.keys.includes(key)))
}

/** Every key that any marker names, in order of first appearance. */
export function markerKeys(source: string): string[] {
  const keys = parseSource(source).flatMap((line) => line.markers.flatMap((marker) => marker.keys))
  return [...new Set(keys)]
}

function findRegion(lines: readonly SourceLine[], key: string): { start: number; end: number } {
  const starts = lines.filter((line) => hasMarker(line, 'start', key))
  const ends = lines.filter((line) => hasMarker(line, 'end', key))
  const describe = (found: readonly SourceLine[]) => `lines ${found.map((line) => line.sourceLine).join(', ')}`
  if (starts.length === 0) throw new SnippetBoundaryError(key, 'no start marker')
  if (ends.length === 0) throw new SnippetBoundaryError(key, 'no end marker')
  if (starts.length > 1) throw new SnippetBoundaryError(key, `more than one start marker (${describe(starts)})`)
  if (ends.length > 1) throw new SnippetBoundaryError(key, `more than one end marker (${describe(ends)})`)
  const start = lines.indexOf(starts[0])
  const end = lines.indexOf(ends[0])
  if (end <= start) {
    throw new SnippetBoundaryError(key, `end marker (line ${end + 1}) is not after the start (line ${start + 1})`)
  }
  return { start, end }
}

function isStructuralOnly(line: SourceLine): boolean {
  const isBoundary = (marker: Marker) => marker.directive === 'start' || marker.directive === 'end'
  return line.code.trim() === '' && line.markers.length > 0 && line.markers.every(isBoundary)
}

/** The region's lines without hidden ones and without marker-only lines of other regions. */
function visibleLines(region: readonly SourceLine[], key: string): SourceLine[] {
  const visible: SourceLine[] = []
  let openHideBlock: SourceLine | undefined
  for (const line of region) {
    if (hasMarker(line, 'hide-start')) {
      if (openHideBlock) {
        const reason = `hide-start on line ${line.sourceLine} inside the hidden block of line ${openHideBlock.sourceLine}`
        throw new SnippetBoundaryError(key, reason)
      }
      openHideBlock = line
    }
    const hidden = openHideBlock !== undefined || hasMarker(line, 'hide-line')
    if (hasMarker(line, 'hide-end')) {
      if (!openHideBlock) throw new SnippetBoundaryError(key, `hide-end on line ${line.sourceLine} without a hide-start`)
      openHideBlock = undefined
    }
    if (!hidden && !isStructuralOnly(line)) visible.push(line)
  }
  if (openHideBlock) {
    throw new SnippetBoundaryError(key, `hide-start on line ${openHideBlock.sourceLine} has no hide-end inside the region`)
  }
  return visible
}

function withoutBlankEdges(lines: readonly SourceLine[]): SourceLine[] {
  const isBlank = (line: SourceLine) => line.code.trim() === ''
  const first = lines.findIndex((line) => !isBlank(line))
  if (first === -1) return []
  const last = lines.findLastIndex((line) => !isBlank(line))
  return lines.slice(first, last + 1)
}

function commonIndentation(lines: readonly SourceLine[]): number {
  const indents = lines.filter((line) => line.code.trim() !== '').map((line) => /^[ \t]*/.exec(line.code)![0].length)
  return indents.length === 0 ? 0 : Math.min(...indents)
}

/** 1-based source lines anywhere in the file whose markers name the key with this directive (inside its region or not). */
export function sourceLinesMarked(source: string, directive: 'vuln-line' | 'neutral-line', key: string): number[] {
  return parseSource(source).flatMap((line) => (hasMarker(line, directive, key) ? [line.sourceLine] : []))
}

/** The 1-based lines of a key's start and end markers; throws like extractSnippet when they are broken. */
export function snippetRegion(source: string, key: string): { startLine: number; endLine: number } {
  const { start, end } = findRegion(parseSource(source), key)
  return { startLine: start + 1, endLine: end + 1 }
}

/** The snippet of one key, with the 1-based numbers of its vuln and neutral lines. */
export function extractSnippet(source: string, key: string): Snippet {
  const lines = parseSource(source)
  const { start, end } = findRegion(lines, key)
  const shown = withoutBlankEdges(visibleLines(lines.slice(start + 1, end + 1), key))
  const indentation = commonIndentation(shown)
  const lineNumbersWith = (directive: Directive) =>
    shown.flatMap((line, index) => (hasMarker(line, directive, key) ? [index + 1] : []))
  return {
    snippet: shown.map((line) => line.code.slice(indentation)).join('\n'),
    vulnLines: lineNumbersWith('vuln-line'),
    neutralLines: lineNumbersWith('neutral-line'),
  }
}
