import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from '../adapters/postgres/schema.js'
import { timestamptzReader } from '../adapters/postgres/timestamptz-text.js'
import { markedStatement } from '../adapters/postgres/statement-marks.js'

export interface DatabaseOptions {
  readonly url: string
  readonly poolMax: number
  readonly statementTimeoutMs: number
  readonly applicationName?: string
  /**
   * Name the statements marked for it (statement-marks.ts), so each connection parses and plans
   * them once: DATABASE_PREPARED_STATEMENTS, off behind a pooler in transaction mode (config.ts).
   */
  readonly preparedStatements?: boolean
}

const TIMESTAMPTZ = 1184
/** pg's own reader of timestamptz text, for the shapes the fast one leaves to it. */
const readTimestamptzSlowly = pg.types.getTypeParser(TIMESTAMPTZ, 'text') as (text: string) => unknown
const readTimestamptz = timestamptzReader(readTimestamptzSlowly)

/**
 * pg's DATE (1082) stays a 'YYYY-MM-DD' string: parsing it as a local Date shifts days across zones.
 * timestamptz text is read by a fast reader of its usual shape (timestamptz-text.ts).
 */
const types = {
  getTypeParser(oid: number, format?: string): unknown {
    if (oid === 1082) return (value: string) => value
    if (oid === TIMESTAMPTZ && format !== 'binary') return readTimestamptz
    return pg.types.getTypeParser(oid, format as 'text')
  },
}

/**
 * pg's client, running the statements marked by statement-marks.ts: `selectValues`'s with rows as
 * arrays, and, when `prepared`, every marked one as a named prepared statement; every other
 * statement as it comes.
 */
function statementClient(prepared: boolean): typeof pg.Client {
  return class StatementClient extends pg.Client {
    // pg's overloads: (text | config, values?, callback?); Kysely and the pool pass a text.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(config: any, values?: any, callback?: any): any {
      const marked = typeof config === 'string' ? markedStatement(config) : undefined
      if (marked === undefined || (!marked.valueRows && !prepared))
        return super.query(config, values, callback)
      const [given, done] = typeof values === 'function' ? [undefined, values] : [values, callback]
      return super.query(
        {
          text: config as string,
          values: given,
          ...(marked.valueRows ? { rowMode: 'array' } : {}),
          ...(prepared ? { name: marked.name } : {}),
        },
        done,
      )
    }
  }
}

export function createPool(options: DatabaseOptions): pg.Pool {
  const pool = new pg.Pool({
    Client: statementClient(options.preparedStatements ?? false),
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
  // An idle client lost (a server restart, a test run's database dropped WITH (FORCE) under a pool
  // not yet ended) is dropped by the pool, which opens new ones as needed; without a listener its
  // 'error' would end the process. openDatabase adds one that logs it.
  pool.on('error', () => undefined)
  return pool
}

export function createKysely(pool: pg.Pool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}
