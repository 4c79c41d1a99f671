import type { Router } from 'express'
import type { Config } from './config/schema'
import type { Db } from './db/database'
import type { DocStore } from './db/doc-store'
import type { Sessions } from './lib/auth/sessions'
import type { EventBus } from './lib/events'
import type { QuerySandbox } from './lib/query-sandbox'
import type { ShopLifecycle } from './lib/shop-lifecycle'
import type { CodingChallenges } from './training/coding-challenges'
import type { DetectorModule } from './training/detectors'
import type { Training } from './training/engine'

/** Everything a request handler may need, created once per app (and once per test). */
export interface AppContext {
  config: Config
  db: Db
  /** runs the injectable string-built queries with a time limit, on a copy of db */
  queries: QuerySandbox
  docs: DocStore
  bus: EventBus
  sessions: Sessions
  training: Training
  /** the snippets, fix options and find-it attempts of the coding challenges */
  codingChallenges: CodingChallenges
  startedAt: Date
  /** The folder this shop writes to (uploads, order PDFs, access logs, extracted archives); created on first write. */
  dataFolder: string
  /** what the shop holds open (children, workers, files), closed together by `closeShop` */
  lifecycle: ShopLifecycle
}

/** A feature of the shop as mounted by the route table. */
export interface Feature {
  name: string
  /** answered before cookies and bodies are parsed: file listings, downloads, asset sniffers */
  staticRouter?: (ctx: AppContext) => Router
  /** the API: runs after body parsing and the authenticated-users tracking */
  router?: (ctx: AppContext) => Router
  detectors?: DetectorModule
  /** keeps the feature's own tables in step with what other features announce (see "Architecture" in the README) */
  reactions?: (ctx: AppContext) => void
}
