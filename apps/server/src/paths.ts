import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { existsSync } from 'node:fs'

/**
 * apps/server, whether this code runs from src/ (tests, tsx) or from the bundled dist/main.js.
 * Both live one level below it.
 */
export const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

export const paths = {
  config: join(serverRoot, 'config'),
  data: join(serverRoot, 'data'),
  ftp: join(serverRoot, 'ftp'),
  encryptionKeys: join(serverRoot, 'encryptionkeys'),
  /** The only folder the running shop writes to (uploads, order PDFs, logs). */
  runtime: join(serverRoot, 'data', 'runtime'),
  /** Order confirmations (`order_<orderId>.pdf`), downloadable from /ftp; emptied at every start. */
  orderPdfs: join(serverRoot, 'data', 'runtime', 'orders'),
  /** Server-rendered page templates (/profile, /dataerasure). */
  views: join(serverRoot, 'views'),
  /** The repository: the coding challenges read the marked sources and packages/challenges/codefixes from here. */
  repo: join(serverRoot, '..', '..'),
  web: join(serverRoot, '..', 'web', 'dist'),
  webPublic: join(serverRoot, '..', 'web', 'public'),
}

const webIsBuilt = (): boolean => existsSync(join(paths.web, 'index.html'))

/** The built web app when present, else its public folder (API tests run without a build). */
export const webRoot = (): string => (webIsBuilt() ? paths.web : paths.webPublic)

/** The page every client-side route answers with. */
export const webIndexHtml = (): string => join(webIsBuilt() ? paths.web : join(serverRoot, '..', 'web'), 'index.html')
