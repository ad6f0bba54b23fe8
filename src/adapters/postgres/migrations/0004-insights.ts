import { sql, type Kysely } from 'kysely'
import { enableOwnerRls } from './rls.js'

/**
 * user_insights: what the daily anomaly rules found. The unique key (user, kind, date, subject) is
 * the deduplication: a rerun of the same day inserts nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_insights')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('info', 'warning', 'alert')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('transaction_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('user_insights_identity', ['user_id', 'kind', 'date', 'subject'])
    .execute()
  await db.schema
    .createIndex('user_insights_user_date')
    .on('user_insights')
    .columns(['user_id', 'date desc'])
    .execute()
  await enableOwnerRls(db, 'user_insights')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_insights').ifExists().execute()
}
