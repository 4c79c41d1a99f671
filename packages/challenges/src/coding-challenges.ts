import { loadCodeFixes, type CodeFixSet } from './code-fixes'
import { extractSnippet, type Snippet } from './markers'
import { challenges, type ChallengeKey } from './registry'
import { markableFilesOf, markerKeysOf, type ScannedFile } from './source-scan'

/** A coding challenge that can be played: its snippet extracts and its fix options follow the scheme. */
export interface CodingChallenge {
  key: ChallengeKey
  /** the file holding the region, relative to the repository root */
  sourcePath: string
  snippet: Snippet
  fixes: CodeFixSet
}

export type CodingChallengeLookup =
  | { status: 'playable'; challenge: CodingChallenge }
  /** the region or the fix files are broken: the reason says how (HTTP 422) */
  | { status: 'broken'; reason: string }
  /** no region or no fix files (yet), or the registry has no coding challenge for the key */
  | { status: 'missing' }

/** The marked files by the keys their markers name (a file with a malformed marker serves no snippet; the consistency test names it). */
function filesByMarkedKey(files: readonly ScannedFile[]): Map<string, ScannedFile> {
  const byKey = new Map<string, ScannedFile>()
  for (const file of files) {
    for (const key of markerKeysOf(file)) if (!byKey.has(key)) byKey.set(key, file)
  }
  return byKey
}

function lookUp(repoRoot: string, file: ScannedFile | undefined, key: ChallengeKey): CodingChallengeLookup {
  if (!file) return { status: 'missing' }
  try {
    const snippet = extractSnippet(file.text, key)
    const fixes = loadCodeFixes(repoRoot, key)
    if (!fixes) return { status: 'missing' }
    return { status: 'playable', challenge: { key, sourcePath: file.path, snippet, fixes } }
  } catch (error) {
    return { status: 'broken', reason: (error as Error).message } // a SnippetBoundaryError or a CodeFixError
  }
}

/** The coding challenges of the registry, read once from the repository's marked sources and fix files. */
export class CodingChallengeCatalog {
  private constructor(private readonly entries: ReadonlyMap<string, CodingChallengeLookup>) {}

  static load(repoRoot: string): CodingChallengeCatalog {
    const files = filesByMarkedKey(markableFilesOf(repoRoot).filter((file) => file.text.includes('vuln-code-snippet')))
    const entries = new Map<string, CodingChallengeLookup>()
    for (const definition of challenges) {
      if (definition.codingChallenge) entries.set(definition.key, lookUp(repoRoot, files.get(definition.key), definition.key))
    }
    return new CodingChallengeCatalog(entries)
  }

  lookup(key: string): CodingChallengeLookup {
    return this.entries.get(key) ?? { status: 'missing' }
  }

  /** Keys whose coding challenge can be played, in registry order. */
  playableKeys(): ChallengeKey[] {
    return [...this.entries].flatMap(([key, entry]) => (entry.status === 'playable' ? [key as ChallengeKey] : []))
  }
}
