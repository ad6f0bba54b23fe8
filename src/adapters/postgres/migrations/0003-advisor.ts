import { sql, type Kysely } from 'kysely'
import { enableOwnerRls } from './rls.js'

/** llm_usage: tokens per user per UTC day (the advisor's daily budget; every model call adds to it). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('llm_usage')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // text, not date: pg would turn a DATE into a local-midnight JS Date; the day is a UTC label.
    .addColumn('day', 'text', (c) => c.notNull().check(sql`day ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('requests', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('input_tokens', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('output_tokens', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('llm_usage_pk', ['user_id', 'day'])
    .execute()
  await enableOwnerRls(db, 'llm_usage')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('llm_usage').ifExists().execute()
}
