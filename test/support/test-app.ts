import type { AwilixContainer } from 'awilix'
import { loadConfig, type Config } from '../../src/infrastructure/config/config.js'
import { buildContainer, type Cradle } from '../../src/infrastructure/container.js'
import { ResponseValidator } from './response-validator.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { listen, type RunningServer } from '../../src/infrastructure/http-server.js'
import { createLogger } from '../../src/infrastructure/logger.js'
import { buildHttpApp } from '../../src/infrastructure/wiring/http.js'
import type { Clock } from '../../src/application/ports/clock.js'
import { testDatabaseIsEmbedded, testDatabaseUrl } from './test-database.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY } from './tokens.js'

export interface TestApp {
  readonly baseUrl: string
  readonly container: AwilixContainer<Cradle>
  readonly config: Config
  readonly server: RunningServer
  /** fetch against the app: `app.fetch('/accounts/', {headers})`. */
  fetch(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

export interface TestAppOptions {
  /** Settings on top of the test defaults (database, secrets). */
  readonly env?: Record<string, string | undefined>
  /** Replace adapters before anything is resolved (fakes for outbound ports). */
  readonly register?: (container: AwilixContainer<Cradle>, config: Config) => void
  readonly clock?: Clock
  /** Start the lifecycle hooks (scheduler and pollers); off by default. */
  readonly startLifecycle?: boolean
  /** Where the service's JSON log lines go (with LOG_LEVEL in env); by default stdout. */
  readonly logSink?: NodeJS.WritableStream
}

export function testEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: testDatabaseUrl(),
    DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    SCHEDULER_ENABLED: 'false',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...extra,
  }
}

const responses = new ResponseValidator()

/** The real app, wired as in production, on 127.0.0.1 with an ephemeral port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig(testEnv(options.env))
  const logger = createLogger(config.logLevel, options.logSink)
  const pool = createPool({
    url: config.database.url!,
    poolMax: config.database.poolMax,
    statementTimeoutMs: 30_000,
    // The run's embedded database is PGlite behind a URL, which the configuration cannot tell.
    preparedStatements: config.database.preparedStatements && !testDatabaseIsEmbedded(),
  })
  const db = createKysely(pool)
  const container = buildContainer(config, {
    pool,
    db,
    logger,
    ...(options.clock ? { clock: options.clock } : {}),
  })
  options.register?.(container, config)
  const lifecycle = container.resolve('lifecycle')
  if (options.startLifecycle) await lifecycle.start(logger)
  const { koa } = buildHttpApp(container, config)
  const server = await listen(koa, 0, '127.0.0.1', config.http)
  const baseUrl = `http://127.0.0.1:${server.port}`
  return {
    baseUrl,
    container,
    config,
    server,
    // Every response of the HTTP suite is checked against the OpenAPI document.
    fetch: async (path, init) => {
      const url = `${baseUrl}${path}`
      const response = await fetch(url, init)
      const mismatch = await responses.check(init?.method ?? 'GET', url, response)
      if (mismatch) throw new Error(`the response does not match /openapi.json: ${mismatch}`)
      return response
    },
    close: async () => {
      await server.close(1000)
      if (options.startLifecycle) await lifecycle.stop(logger)
      await container.dispose()
      await db.destroy()
      // Kysely ends only a pool it used itself; one used only by Agenda or a raw query stays open.
      if (!pool.ended) await pool.end()
    },
  }
}

/** JSON request helper: method, path, body, headers. */
export function jsonInit(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  }
}
