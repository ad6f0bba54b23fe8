import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from '../adapters/postgres/schema.js'

export interface DatabaseOptions {
  readonly url: string
  readonly poolMax: number
  readonly statementTimeoutMs: number
  readonly applicationName?: string
}

/** pg's DATE (1082) stays a 'YYYY-MM-DD' string: parsing it as a local Date shifts days across zones. */
const types = {
  getTypeParser(oid: number, format?: string): unknown {
    if (oid === 1082) return (value: string) => value
    return pg.types.getTypeParser(oid, format as 'text')
  },
}

export function createPool(options: DatabaseOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    statement_timeout: options.statementTimeoutMs,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: options.applicationName ?? 'ledgerline',
    types,
  })
  // A client checked out of the pool (a transaction between two statements, the scheduler's
  // LISTEN) that loses its server emits 'error' with nobody listening, which ends the process.
  // Its holder learns of the loss from its next query ("not queryable"); the idle ones are
  // reported through the pool's own 'error' event.
  pool.on('connect', (client) => client.on('error', () => undefined))
  return pool
}

export function createKysely(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}
