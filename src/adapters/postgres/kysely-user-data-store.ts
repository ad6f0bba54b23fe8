import { sql, type Kysely } from 'kysely'
import type { UserDataStore, UserRecords } from '../../application/ports/user-data-store.js'
import type { Database } from './schema.js'

/** Must match AGENDA_TABLE of the scheduler factory (migration 0002). */
const JOBS_TABLE = 'agenda_jobs'

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (Buffer.isBuffer(value)) return value.toString('base64')
  return value
}

/**
 * Columns that never leave the service, not even in the user's own export: the sealed bank
 * credential (docs/bank-sync.md). The rest of the row (the connection, its accounts) is exported.
 */
const WITHHELD: Readonly<Record<string, readonly string[]>> = { bank_connections: ['access_sealed'] }

const plainRow = (row: Record<string, unknown>, withheld: readonly string[] = []) =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !withheld.includes(k))
      .map(([k, v]) => [k, plain(v)]),
  )

/**
 * Finds the user's tables in the catalogue (every base table of the schema with a user_id
 * column) rather than in a list kept by hand, which the next area's migration would forget.
 */
export class KyselyUserDataStore implements UserDataStore {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async #userTables(): Promise<string[]> {
    const { rows } = await sql<{ table_name: string }>`
      SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name`.execute(this.#db)
    return rows.map((r) => r.table_name)
  }

  #jobsOf(userId: string) {
    return sql`(data ->> 'userId' = ${userId} OR data -> 'userIds' ? ${userId})`
  }

  async exportAll(userId: string): Promise<UserRecords> {
    const out: Record<string, Record<string, unknown>[]> = {}
    const user = await sql<Record<string, unknown>>`SELECT * FROM users WHERE id = ${userId}`.execute(
      this.#db,
    )
    out.users = user.rows.map((row) => plainRow(row))
    for (const table of await this.#userTables()) {
      const { rows } = await sql<Record<string, unknown>>`
        SELECT * FROM ${sql.table(table)} WHERE user_id = ${userId}`.execute(this.#db)
      out[table] = rows.map((row) => plainRow(row, WITHHELD[table]))
    }
    const jobs = await sql<Record<string, unknown>>`
      SELECT id, name, next_run_at, data FROM ${sql.table(JOBS_TABLE)} WHERE ${this.#jobsOf(userId)}`.execute(
      this.#db,
    )
    out.scheduled_jobs = jobs.rows.map((row) => plainRow(row))
    return out
  }

  async eraseAll(userId: string): Promise<void> {
    // The users row first: every table referencing it cascades; then any table that does not.
    await sql`DELETE FROM users WHERE id = ${userId}`.execute(this.#db)
    for (const table of await this.#userTables())
      await sql`DELETE FROM ${sql.table(table)} WHERE user_id = ${userId}`.execute(this.#db)
    await sql`DELETE FROM ${sql.table(JOBS_TABLE)} WHERE data ->> 'userId' = ${userId}`.execute(this.#db)
    await sql`
      UPDATE ${sql.table(JOBS_TABLE)} SET data = jsonb_set(data, '{userIds}', (
        SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(data -> 'userIds') e
        WHERE e <> to_jsonb(${userId}::text)))
      WHERE data -> 'userIds' ? ${userId}`.execute(this.#db)
  }
}
