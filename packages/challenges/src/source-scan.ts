import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { exploitTestsOf, testBlocks } from './exploit-tests'
import { extractSnippet, markerKeys, snippetRegion } from './markers'
import { challengeByKey, isChallengeKey, type ChallengeKey } from './registry'

/** The monorepo root, three levels above this file (packages/challenges/src). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Where vulnerable code may carry vuln-code-snippet markers (this package holds the continue-code hashing). */
export const MARKER_ROOTS = ['apps/server/src', 'apps/web/src', 'apps/server/data', 'packages/challenges/src'] as const
const MARKABLE_FILE = /\.(ts|tsx|js|mjs|sol|ya?ml)$/
const TEST_FILE = /\.(test|spec)\.tsx?$/
const DETECTOR_ROOT = 'apps/server/src'
const DETECTOR_FILE = /\.challenges\.ts$/
const EXPLOIT_TEST_LOCATIONS = [
  { root: 'apps/server/src', file: /\.challenges\.test\.ts$/ },
  { root: 'e2e', file: /\.spec\.ts$/ },
] as const
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.git'])
/** A string literal that looks like a challenge key; used to catch typos in detectors. */
const CHALLENGE_KEY_SHAPE = /^[a-z][A-Za-z0-9]*Challenge$/

export interface ScannedFile {
  /** Relative to the repository root, with forward slashes. */
  path: string
  text: string
}

export interface RepositoryScan {
  /** Non-test source and data files below MARKER_ROOTS. */
  markableFiles: ScannedFile[]
  /** The solve detectors, `*.challenges.ts`. */
  detectorFiles: ScannedFile[]
  /** `*.challenges.test.ts` and e2e specs. */
  exploitTestFiles: ScannedFile[]
}

function listFiles(repoRoot: string, root: string, accept: RegExp): ScannedFile[] {
  const found: ScannedFile[] = []
  const visit = (directory: string) => {
    let entries
    try {
      entries = readdirSync(directory, { withFileTypes: true })
    } catch {
      return // a root that does not exist (yet) has no files
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const fullPath = join(directory, entry.name)
      if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) visit(fullPath)
      if (entry.isFile() && accept.test(entry.name)) {
        found.push({ path: relative(repoRoot, fullPath).split(sep).join('/'), text: readFileSync(fullPath, 'utf8') })
      }
    }
  }
  visit(join(repoRoot, root))
  return found
}

/** Non-test source and data files below MARKER_ROOTS. */
export function markableFilesOf(repoRoot: string): ScannedFile[] {
  return MARKER_ROOTS.flatMap((root) => listFiles(repoRoot, root, MARKABLE_FILE)).filter((file) => !TEST_FILE.test(file.path))
}

export function scanRepository(repoRoot: string): RepositoryScan {
  return {
    markableFiles: markableFilesOf(repoRoot),
    detectorFiles: listFiles(repoRoot, DETECTOR_ROOT, DETECTOR_FILE),
    exploitTestFiles: EXPLOIT_TEST_LOCATIONS.flatMap(({ root, file }) => listFiles(repoRoot, root, file)),
  }
}

/** The contents of string literals that hold a single identifier ('loginAdminChallenge', "…", `…`). */
export function identifierLiterals(source: string): string[] {
  return [...source.matchAll(/(['"`])([A-Za-z_$][\w$]*)\1/g)].map((match) => match[2])
}

function detectedKeys(scan: RepositoryScan): ChallengeKey[] {
  const literals = scan.detectorFiles.flatMap((file) => identifierLiterals(file.text))
  return [...new Set(literals.filter(isChallengeKey))]
}

/** Challenges that have a solve detector: their key is a string literal in some `apps/server/src/**\/*.challenges.ts`. */
export function implementedChallengeKeys(repoRoot: string): ChallengeKey[] {
  return detectedKeys(scanRepository(repoRoot))
}

export interface ExploitTestPlaces {
  /** "path:line" of each test that attacks and asserts the solve. */
  solving: string[]
  /** "path:line" of each test that asserts a harmless request leaves it unsolved. */
  notSolving: string[]
}

/** The real exploit tests of a challenge (see exploit-tests.ts): test blocks that assert its solved state. */
export function exploitTestPlacesOf(scan: RepositoryScan, key: string): ExploitTestPlaces {
  const places: ExploitTestPlaces = { solving: [], notSolving: [] }
  for (const file of scan.exploitTestFiles) {
    const found = exploitTestsOf(testBlocks(file.text), key)
    places.solving.push(...found.solving.map((line) => `${file.path}:${line}`))
    places.notSolving.push(...found.notSolving.map((line) => `${file.path}:${line}`))
  }
  return places
}

/** Files in which the key's snippet region can be extracted. */
export function snippetFilesOf(scan: RepositoryScan, key: string): string[] {
  return scan.markableFiles
    .filter((file) => markerKeysOf(file).includes(key))
    .filter((file) => {
      try {
        extractSnippet(file.text, key)
        return true
      } catch {
        return false
      }
    })
    .map((file) => file.path)
}

/** "path:start-end" of each region marked for the key; a broken region names its problem instead of the range. */
export function snippetRegionsOf(scan: RepositoryScan, key: string): string[] {
  return scan.markableFiles
    .filter((file) => markerKeysOf(file).includes(key))
    .map((file) => {
      try {
        const { startLine, endLine } = snippetRegion(file.text, key)
        extractSnippet(file.text, key)
        return `${file.path}:${startLine}-${endLine}`
      } catch (error) {
        return `${file.path}  (broken region: ${(error as Error).message})`
      }
    })
}

/** The keys a file's markers name; none for a file with a malformed marker (markerProblems names it). */
export function markerKeysOf(file: ScannedFile): string[] {
  try {
    return markerKeys(file.text)
  } catch {
    return []
  }
}

function markerProblems(scan: RepositoryScan): string[] {
  return scan.markableFiles.flatMap((file) => {
    let keys: string[]
    try {
      keys = markerKeys(file.text)
    } catch (error) {
      return [`${file.path}: ${(error as Error).message}`]
    }
    return keys.flatMap((key) => {
      if (!isChallengeKey(key)) return [`${file.path}: a marker names "${key}", which is not a registry key`]
      if (!challengeByKey(key).hasVulnerableCode) {
        return [`${file.path}: marks "${key}", but its registry entry says hasVulnerableCode: false`]
      }
      try {
        extractSnippet(file.text, key)
        return []
      } catch (error) {
        return [`${file.path}: ${(error as Error).message}`]
      }
    })
  })
}

function detectorProblems(scan: RepositoryScan): string[] {
  return scan.detectorFiles.flatMap((file) =>
    identifierLiterals(file.text)
      .filter((literal) => CHALLENGE_KEY_SHAPE.test(literal) && !isChallengeKey(literal))
      .map((literal) => `${file.path}: "${literal}" looks like a challenge key but is not in the registry`),
  )
}

function implementationProblems(scan: RepositoryScan): string[] {
  return detectedKeys(scan).flatMap((key) => {
    const problems: string[] = []
    const tests = exploitTestPlacesOf(scan, key)
    if (tests.solving.length === 0) {
      problems.push(`${key}: has a detector but no exploit test (*.challenges.test.ts or e2e/*.spec.ts) asserts its solve`)
    }
    if (tests.notSolving.length === 0) {
      problems.push(`${key}: has a detector but no test asserts that a harmless request leaves it unsolved`)
    }
    if (challengeByKey(key).hasVulnerableCode && snippetFilesOf(scan, key).length === 0) {
      problems.push(`${key}: has a detector but no vuln-code-snippet region in ${MARKER_ROOTS.join(', ')}`)
    }
    return problems
  })
}

/** Every way in which markers, detectors and exploit tests disagree with the registry or each other. */
export function consistencyProblems(scan: RepositoryScan): string[] {
  return [...markerProblems(scan), ...detectorProblems(scan), ...implementationProblems(scan)]
}
