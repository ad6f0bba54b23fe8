import { sql, type Kysely } from 'kysely'
import { enableOwnerRls } from './rls.js'

/**
 * Rules (docs/rules.md): the user's conditions and actions. A rule names its category by id, so
 * renaming a category needs nothing here; a category a rule uses cannot be deleted under it
 * (RESTRICT): deleting one with reassignment moves the rules' category_id with the transactions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rules')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('conditions', 'jsonb', (c) => c.notNull())
    .addColumn('match', 'text', (c) => c.notNull().check(sql`match in ('all', 'any')`))
    .addColumn('category_id', 'uuid', (c) => c.references('categories.id').onDelete('restrict'))
    .addColumn('merchant_rename', 'text')
    .addColumn('notes_append', 'text')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_from', 'text', (c) => c.notNull().check(sql`created_from in ('user', 'learned')`))
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('rules_user_priority')
    .on('rules')
    .columns(['user_id', 'priority desc', 'created_at'])
    .execute()
  // Deleting a category checks the rules that use it: without an index that is a scan of every rule.
  await db.schema.createIndex('rules_category').on('rules').column('category_id').execute()
  await enableOwnerRls(db, 'rules')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rules').ifExists().execute()
}
