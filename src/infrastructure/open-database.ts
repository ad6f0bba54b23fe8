import type { Kysely } from 'kysely'
import type pg from 'pg'
import type { Database } from '../adapters/postgres/schema.js'
import type { Config } from './config/config.js'
import { createKysely, createPool } from './database.js'
import type { Logger } from './logger.js'

export interface OpenDatabase {
  readonly pool: pg.Pool
  readonly db: Kysely<Database>
  /** Where the data lives, for the start-up log (never the password). */
  readonly description: string
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

/** The service's database: DATABASE_URL's Postgres. Fails fast, with the reason, when unreachable. */
export async function openDatabase(config: Config, logger: Logger): Promise<OpenDatabase> {
  const url = config.database.url
  if (!url) {
    throw new Error('DATABASE_URL is not set: point it at a Postgres database (e.g. postgres://127.0.0.1:5432/ledgerline)')
  }
  const pool = createPool({ url, poolMax: config.database.poolMax, statementTimeoutMs: config.database.statementTimeoutMs })
  pool.on('error', (error) => logger.error({ err: error }, 'idle database connection failed'))
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw new Error(`cannot reach the database at ${redact(url)}: ${(error as Error).message}`, { cause: error })
  }
  const db = createKysely(pool)
  return { pool, db, description: redact(url), close: () => db.destroy() }
}
