import type { Kysely } from 'kysely'
import type pg from 'pg'
import type { Database } from '../adapters/postgres/schema.js'
import type { Config } from './config/config.js'
import { createKysely, createPool } from './database.js'
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database.js'
import type { Logger } from './logger.js'

export interface OpenDatabase {
  readonly pool: pg.Pool
  readonly db: Kysely<Database>
  /** Where the data lives, for the start-up log (never the password). */
  readonly description: string
  /** True on the embedded PGlite database (one session; no LISTEN/NOTIFY between connections). */
  readonly embedded: boolean
  close(): Promise<void>
}

function redact(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(unparseable url)'
  }
}

/**
 * The service's database: DATABASE_URL's Postgres; without DATABASE_URL outside production, the
 * embedded development database (PGlite persisted in EMBEDDED_DATABASE_DIR). Fails fast, with the
 * reason, when unreachable.
 */
export async function openDatabase(config: Config, logger: Logger): Promise<OpenDatabase> {
  let url = config.database.url
  let embedded: EmbeddedDatabase | undefined
  if (!url) {
    // loadConfig already refuses this in production; a second guard costs nothing.
    if (config.nodeEnv === 'production') {
      throw new Error(
        'DATABASE_URL is not set: point it at a Postgres database (e.g. postgres://127.0.0.1:5432/ledgerline)',
      )
    }
    embedded = await startEmbeddedDatabase({ dataDir: config.database.embeddedDataDir })
    url = embedded.url
    logger.warn(
      { dataDir: embedded.dataDir, url: embedded.url },
      `DATABASE_URL is not set: running on the EMBEDDED DEVELOPMENT DATABASE (PGlite), data in ${embedded.dataDir}. ` +
        'Development only: set DATABASE_URL to use a real Postgres.',
    )
  }
  const pool = createPool({
    url,
    poolMax: config.database.poolMax,
    statementTimeoutMs: config.database.statementTimeoutMs,
    preparedStatements: config.database.preparedStatements && !embedded,
  })
  // The client is in the error object: log what an operator needs, not the connection's internals.
  pool.on('error', (error) =>
    logger.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      'an idle database connection was lost; the pool opens new ones as needed',
    ),
  )
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end().catch(() => undefined)
    await embedded?.close().catch(() => undefined)
    throw new Error(`cannot reach the database at ${redact(url)}: ${(error as Error).message}`, {
      cause: error,
    })
  }
  const db = createKysely(pool)
  const description = embedded ? `embedded development database (PGlite) in ${embedded.dataDir}` : redact(url)
  return {
    pool,
    db,
    description,
    embedded: Boolean(embedded) || config.database.embedded,
    close: async () => {
      await db.destroy()
      // Kysely ends the pool only if Kysely itself used it (e.g. not with MIGRATE_ON_START=false).
      if (!pool.ended && !pool.ending) await pool.end()
      await embedded?.close()
    },
  }
}
