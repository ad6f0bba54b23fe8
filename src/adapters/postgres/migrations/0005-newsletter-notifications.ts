import { sql, type Kysely } from 'kysely'
import { enableOwnerRls } from './rls.js'

/** user_newsletters (one per user per UTC day) and their generation runs, devices (push tokens) and notifications (the in-app feed). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_newsletters')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('sections', 'jsonb', (c) => c.notNull())
    .addColumn('sources', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addUniqueConstraint('user_newsletters_user_date', ['user_id', 'date'])
    .execute()

  // The generation runs behind POST /newsletter/generate: one row per user and day, so a second
  // call while one runs finds it (the unique key makes the check-and-create atomic).
  await db.schema
    .createTable('newsletter_runs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('force', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addUniqueConstraint('newsletter_runs_user_date', ['user_id', 'date'])
    .execute()

  await db.schema
    .createTable('devices')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('devices_user').on('devices').column('user_id').execute()

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('read_at', sql`timestamptz(3)`)
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('notifications_user_created')
    .on('notifications')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute()

  for (const table of ['user_newsletters', 'newsletter_runs', 'devices', 'notifications']) {
    await enableOwnerRls(db, table)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notifications', 'devices', 'newsletter_runs', 'user_newsletters']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
