import { compactHeapAfterStart } from './heap-limits'
import { mkdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { createApp, createContext } from './app'
import { loadConfig } from './config/load'
import { paths } from './paths'
import { attachRealtimeOnFirstUse } from './realtime/attach-on-first-use'

/** Boot only: config → database and seed → app → listen → realtime. */
function main(): void {
  const bootStarted = performance.now()
  const config = loadConfig()
  mkdirSync(paths.runtime, { recursive: true })
  rmSync(paths.orderPdfs, { recursive: true, force: true })
  mkdirSync(paths.orderPdfs)
  const ctx = createContext({ config })
  const server = createServer(createApp(ctx))
  const port = Number(process.env.PORT ?? config.server.port)
  server.on('error', (error) => {
    console.error(`Pulp could not listen on port ${port}: ${error.message}`)
    process.exit(1)
  })
  server.listen(port, () => {
    attachRealtimeOnFirstUse(server, ctx)
    compactHeapAfterStart()
    console.log(`Pulp is serving ${config.application.name} on http://localhost:${port} (ready in ${Math.round(performance.now() - bootStarted)} ms)`)
  })
  const stop = () => server.close(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason))
main()
