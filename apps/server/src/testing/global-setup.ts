import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { paths } from '../paths'

/**
 * Every test shop writes into a data folder of its own (an access log at least); this run's folders are kept
 * together under one folder, removed when the run ends. Another run at the same time keeps its own.
 */
export default function setup(): () => void {
  const folder = join(paths.runtime, 'test-shops', `run-${process.pid}-${Date.now()}`)
  process.env.PULP_TEST_SHOPS = folder
  return () => rmSync(folder, { recursive: true, force: true })
}
