import { sql, type Kysely } from 'kysely'
import { enableOwnerRls } from './rls.js'

/**
 * Learning from corrections (docs/notification-parsing.md):
 * - notification_readings: each notification a user had parsed, 30 days, so that a later
 *   correction of the transaction made from it finds its text;
 * - notification_templates: the templates learnt from the user's corrections, one per (user,
 *   sender, shape). Both are the user's own (row-level security like the ledger's tables).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_readings')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric')
    .addColumn('currency', 'text')
    .addColumn('occurred_at', sql`timestamptz(3)`)
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('notification_readings_user_created')
    .ifNotExists()
    .on('notification_readings')
    .columns(['user_id', 'created_at desc'])
    .execute()
  await enableOwnerRls(db, 'notification_readings')

  await db.schema
    .createTable('notification_templates')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('shape', 'text', (c) => c.notNull())
    .addColumn('template', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('notification_templates_identity', ['user_id', 'sender', 'shape'])
    .execute()
  await enableOwnerRls(db, 'notification_templates')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_templates').ifExists().execute()
  await db.schema.dropTable('notification_readings').ifExists().execute()
}
