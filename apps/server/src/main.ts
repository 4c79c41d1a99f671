import { compactHeapAfterStart } from './heap-limits'
import { createServer, type Server } from 'node:http'
import { createApp, closeShop, createContext } from './app'
import { createClassServer } from './class-mode/class-server'
import { classFolder, classModeOverrides, trainerPasscodeOf } from './class-mode/settings'
import { createTrainerRouter } from './class-mode/trainer/router'
import { loadConfig } from './config/load'
import type { Config } from './config/schema'
import { prepareDataFolder } from './lib/shop-folders'
import { paths } from './paths'
import { attachRealtimeOnFirstUse } from './realtime/attach-on-first-use'

/** The single shop: one database, one data folder, socket.io on the same server. */
function startSingleShop(config: Config): { server: Server; stop(): Promise<void> } {
  prepareDataFolder({ dataFolder: paths.runtime })
  const ctx = createContext({ config })
  const server = createServer(createApp(ctx))
  server.on('listening', () => attachRealtimeOnFirstUse(server, ctx))
  return { server, stop: () => closeShop(ctx) }
}

/** The class: a join page, then one isolated shop per team, created on the team's first request. */
function startClass(config: Config): { server: Server; stop(): Promise<void> } {
  const { passcode, generated } = trainerPasscodeOf(config)
  const folder = classFolder()
  const classServer = createClassServer({ folder, config, trainerRouter: (roster) => createTrainerRouter(roster, { passcode }) })
  if (generated) console.log(`Class mode: the trainer's passcode for this run is ${passcode}`)
  console.log(`Class mode: teams are kept in ${folder}`)
  return { server: classServer.server, stop: () => classServer.close() }
}

/** Boot only: config → the single shop or the class → listen; a stop signal saves and closes everything. */
function main(): void {
  const bootStarted = performance.now()
  const config = loadConfig(process.env.NODE_ENV, classModeOverrides())
  const { server, stop } = config.classMode.enabled ? startClass(config) : startSingleShop(config)
  const port = Number(process.env.PORT ?? config.server.port)
  server.on('error', (error) => {
    console.error(`Pulp could not listen on port ${port}: ${error.message}`)
    process.exit(1)
  })
  server.listen(port, () => {
    const what = config.classMode.enabled ? `a class of ${config.application.name}` : config.application.name
    console.log(`Pulp is serving ${what} on http://localhost:${port} (ready in ${Math.round(performance.now() - bootStarted)} ms)`)
    compactHeapAfterStart()
  })
  let stopping = false
  const shutDown = () => {
    if (stopping) return
    stopping = true
    server.close()
    server.closeAllConnections()
    stop()
      .catch((error: unknown) => console.error('Pulp could not close everything:', error))
      .finally(() => process.exit(0))
  }
  process.on('SIGINT', shutDown)
  process.on('SIGTERM', shutDown)
}

process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason))
main()
