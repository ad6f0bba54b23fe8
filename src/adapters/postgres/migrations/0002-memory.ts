import {
  getCreateIndexesSQL,
  getCreateTableSQL,
  getUpdateTimestampTriggerSQL,
} from '@agendajs/postgres-backend'
import { sql, type Kysely } from 'kysely'
import { enableOwnerRls } from './rls.js'

/** Must match AGENDA_TABLE of the scheduler factory. */
const AGENDA_TABLE = 'agenda_jobs'

/**
 * user_embeddings (the AI memory) and Agenda's job table. Agenda's schema is created here, once,
 * because several instances creating it at start-up crash each other (docs/platform.md); the
 * scheduler then runs with ensureSchema off. Its SQL comes from the installed backend, so it
 * matches the library's version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_embeddings')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('daily', 'weekly', 'monthly')`))
    .addColumn('period_start', 'date', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('embedding', 'bytea', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_embeddings_user_period_start', ['user_id', 'period', 'period_start'])
    .execute()
  await enableOwnerRls(db, 'user_embeddings')

  await sql.raw(getCreateTableSQL(AGENDA_TABLE)).execute(db)
  for (const statement of getCreateIndexesSQL(AGENDA_TABLE)) {
    await sql.raw(statement).execute(db)
  }
  await sql.raw(getUpdateTimestampTriggerSQL(AGENDA_TABLE)).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP TABLE IF EXISTS "${AGENDA_TABLE}" CASCADE`).execute(db)
  await sql.raw(`DROP FUNCTION IF EXISTS update_${AGENDA_TABLE}_updated_at()`).execute(db)
  await db.schema.dropTable('user_embeddings').ifExists().execute()
}
