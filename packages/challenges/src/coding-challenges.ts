import { loadCodeFixes, type CodeFixSet } from './code-fixes'
import { extractSnippet, markerKeys, type Snippet } from './markers'
import { challenges, type ChallengeKey } from './registry'
import { markableFilesOf, type ScannedFile } from './source-scan'

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

function fileMarking(files: readonly ScannedFile[], key: string): ScannedFile | undefined {
  return files.find((file) => {
    try {
      return markerKeys(file.text).includes(key)
    } catch {
      return false // a file with a malformed marker cannot serve a snippet; the consistency test names it
    }
  })
}

function lookUp(repoRoot: string, files: readonly ScannedFile[], key: ChallengeKey): CodingChallengeLookup {
  const file = fileMarking(files, key)
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
    const files = markableFilesOf(repoRoot).filter((file) => file.text.includes('vuln-code-snippet'))
    const entries = new Map<string, CodingChallengeLookup>()
    for (const definition of challenges) {
      if (definition.codingChallenge) entries.set(definition.key, lookUp(repoRoot, files, definition.key))
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
