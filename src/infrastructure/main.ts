import { setTimeout as delay } from 'node:timers/promises'
import { migrateToLatest } from '../adapters/postgres/migrate.js'
import { ConfigError } from './config/env-reader.js'
import { configFromEnvironment } from './config/environment.js'
import { buildContainer } from './container.js'
import { listen } from './http-server.js'
import { createLogger } from './logger.js'
import { openDatabase } from './open-database.js'
import { buildHttpApp } from './wiring/http.js'
import { becomePrimary } from './workers.js'

/** Boots the service: config, database and migrations, container, scheduler, HTTP; and stops it cleanly. */
async function main(): Promise<void> {
  let config
  try {
    config = configFromEnvironment()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`ledgerline cannot start: ${error.message}\n`)
      process.exit(2)
    }
    throw error
  }
  const logger = createLogger(config.logLevel)
  const database = await openDatabase(config, logger)
  logger.info({ database: database.description }, 'database connected')
  if (config.database.migrateOnStart) {
    const { applied } = await migrateToLatest(database.db)
    logger.info({ applied }, applied.length ? 'migrations applied' : 'schema up to date')
  }

  const container = buildContainer(config, { pool: database.pool, db: database.db, logger })
  const lifecycle = container.resolve('lifecycle')
  await lifecycle.start(logger)
  const { koa } = buildHttpApp(container, config)
  const server = await listen(koa, config.port, config.host, config.http)
  logger.info(
    {
      port: server.port,
      version: config.version,
      env: config.nodeEnv,
      llm: Boolean(config.llm.apiKey),
      pid: process.pid,
    },
    'ledgerline listening',
  )

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    const { shutdownTimeoutMs, shutdownGraceMs } = config.http
    logger.info(
      { signal, graceMs: shutdownGraceMs },
      'shutting down: /ready reads 503 and every answer says Connection: close; the listener closes after the grace',
    )
    lifecycle.beginShutdown() // /ready answers 503 from here on
    const hardStop = setTimeout(() => {
      logger.error({}, 'shutdown took too long; exiting')
      process.exit(1)
    }, shutdownTimeoutMs)
    hardStop.unref()
    // The grace: a load balancer takes the instance out on its own schedule (it polls /ready), and
    // until it has, requests keep coming, on kept-alive sockets and new ones. Each is served, and
    // its answer closes its socket; no idle socket is closed under a client meanwhile.
    server.drain()
    // No grace: the listener closes in the same turn, so a client told `Connection: close` meets a
    // refused connection when it comes back, never a new one cut with the listener.
    if (shutdownGraceMs > 0) {
      await delay(shutdownGraceMs)
      logger.info({}, 'grace over: no new connections, finishing in-flight requests')
    }
    await server.close(Math.max(1000, shutdownTimeoutMs - shutdownGraceMs - 5000))
    await lifecycle.stop(logger)
    await container.dispose()
    await database.close()
    logger.info({}, 'stopped')
    clearTimeout(hardStop)
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

// `--workers N`: this process only supervises N workers, each of which runs main().
if (!becomePrimary(process.argv.slice(2)))
  main().catch((error: unknown) => {
    process.stderr.write(
      `ledgerline failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
    )
    process.exit(1)
  })
