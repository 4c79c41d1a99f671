// Build helpers that keep the first visit small (see bench/README.md): the first page's modules in two chunks, and
// the translation texts that these modules use in a small file per language.
import { readdirSync, readFileSync } from 'node:fs'
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite'

/**
 * The modules of the chunks a first visit loads (the entry and every chunk it imports statically), found by a build
 * in memory with Rolldown's default splitting. That splitting cuts the first page into ~40 small shared chunks, each
 * a response with its own headers; the real build puts these modules into two chunks instead, and pages loaded on
 * demand still get their own chunks. Taking the modules from the output, not from the import graph, keeps what
 * tree-shaking removed (a barrel's unused re-exports) out of the first page.
 */
export async function firstPageModules(config: InlineConfig): Promise<Set<string>> {
  const result = await build({ ...config, configFile: false, logLevel: 'silent', build: { ...config.build, write: false } })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = new Map<string, Rolldown.OutputChunk>()
  for (const item of outputs.flatMap((output) => output.output)) if (item.type === 'chunk') chunks.set(item.fileName, item)

  const modules = new Set<string>()
  const pending = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)
  const seen = new Set<string>()
  while (pending.length > 0) {
    const chunk = chunks.get(pending.pop()!)
    if (!chunk || seen.has(chunk.fileName)) continue
    seen.add(chunk.fileName)
    chunk.moduleIds.forEach((id) => modules.add(id))
    pending.push(...chunk.imports)
  }
  return modules
}

const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/

/**
 * The first page's modules go into two chunks (React DOM and the rest), not ~40: each response carries its own
 * headers. Two, not one: the server keeps files up to 512 kB (uncompressed) in memory with their build-time brotli
 * variant and streams bigger ones, compressed on the fly at a lower level.
 */
export function firstPageChunks(firstPage: Set<string>): Rolldown.CodeSplittingOptions {
  return {
    groups: [
      { name: 'react-dom', priority: 2, test: (id: string) => firstPage.has(id) && REACT_DOM.test(id) },
      { name: 'first-page', priority: 1, test: (id: string) => firstPage.has(id) },
    ],
  }
}

const TRANSLATIONS = new URL('./public/assets/i18n/', import.meta.url)
/** The unreleased language stays a single file at its one address (the Extra Language challenge asks for it). */
const UNRELEASED_LANGUAGE_FILES = new Set(['tlh_AA.json'])
const TEXT_KEY_LITERAL = /["'`]([A-Z][A-Z0-9_]+)["'`]/g

/**
 * Writes assets/i18n/first-page/<language>.json: of each language, only the texts whose keys appear as literals in
 * the first page's own modules (with their plural forms). The app starts with these and loads the whole file when
 * anything beyond the first page loads (see src/lib/i18n.ts).
 */
export function firstPageTexts(firstPage: Set<string>): Plugin {
  return {
    name: 'pulp:first-page-texts',
    apply: 'build',
    generateBundle() {
      const literals = new Set<string>()
      for (const id of firstPage) {
        if (!id.includes('/apps/web/src/')) continue
        for (const [, key] of (this.getModuleInfo(id)?.code ?? '').matchAll(TEXT_KEY_LITERAL)) literals.add(key!)
      }
      const isFirstPageKey = (key: string) => literals.has(key) || literals.has(key.replace(/_(zero|one|two|few|many|other)$/, ''))
      for (const file of readdirSync(TRANSLATIONS).filter((name) => name.endsWith('.json') && !UNRELEASED_LANGUAGE_FILES.has(name))) {
        const texts = JSON.parse(readFileSync(new URL(file, TRANSLATIONS), 'utf8')) as Record<string, string>
        const firstPageOnly = Object.fromEntries(Object.entries(texts).filter(([key]) => isFirstPageKey(key)))
        this.emitFile({ type: 'asset', fileName: `assets/i18n/first-page/${file}`, source: JSON.stringify(firstPageOnly) })
      }
    },
  }
}
