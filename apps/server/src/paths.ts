import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { existsSync } from 'node:fs'

const moduleFolder = dirname(fileURLToPath(import.meta.url))

/**
 * apps/server, whether this code runs from src/ (tests, tsx) or from the bundled dist/main.js: both live one level
 * below it. The bundler may place this module in a shared chunk, dist/chunks/, one level further down.
 */
export const serverRoot = resolve(moduleFolder, basename(moduleFolder) === 'chunks' ? '../..' : '..')

/**
 * The web app: next to the server's files in the container image (/juice-shop/web), beside apps/server in the
 * repository.
 */
const webApp = existsSync(join(serverRoot, 'web', 'dist')) ? join(serverRoot, 'web') : join(serverRoot, '..', 'web')

export const paths = {
  config: join(serverRoot, 'config'),
  data: join(serverRoot, 'data'),
  ftp: join(serverRoot, 'ftp'),
  encryptionKeys: join(serverRoot, 'encryptionkeys'),
  /** The only folder the running shop writes to (uploads, order PDFs, logs): the single shop's data folder. */
  runtime: join(serverRoot, 'data', 'runtime'),
  /** Class mode's teams.json and the teams' data folders, unless PULP_CLASS_FOLDER names another. */
  classFolder: join(serverRoot, 'data', 'runtime', 'class'),
  /** Server-rendered page templates (/profile, /dataerasure). */
  views: join(serverRoot, 'views'),
  /**
   * Where the coding challenges read the marked sources and packages/challenges/codefixes: the repository, or the
   * copy of them in the container image (/juice-shop/source).
   */
  repo: existsSync(join(serverRoot, 'source')) ? join(serverRoot, 'source') : join(serverRoot, '..', '..'),
  web: join(webApp, 'dist'),
  webPublic: join(webApp, 'public'),
}

const webIsBuilt = (): boolean => existsSync(join(paths.web, 'index.html'))

/** The built web app when present, else its public folder (API tests run without a build). */
export const webRoot = (): string => (webIsBuilt() ? paths.web : paths.webPublic)

/** The page every client-side route answers with. */
export const webIndexHtml = (): string => join(webIsBuilt() ? paths.web : webApp, 'index.html')
