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
  return new pg.Pool({
    connectionString: options.url,
    max: options.poolMax,
    statement_timeout: options.statementTimeoutMs,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: options.applicationName ?? 'ledgerline',
    types,
  })
}

export function createKysely(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}
