import { sql, type Kysely } from 'kysely'
import { enableOwnerRls } from './rls.js'

/**
 * Categories (docs/categories.md): the user's own list, one level of parents, names unique per
 * user ignoring case. A transaction keeps its category by name (as before) and gains who set it
 * and how sure the automation was. Transactions categorised before this migration were
 * categorised by their users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'uuid', (c) => c.references('categories.id').onDelete('restrict'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS categories_user_name ON categories (user_id, lower(name))`.execute(
    db,
  )
  await enableOwnerRls(db, 'categories')

  await db.schema
    .alterTable('transactions')
    .addColumn('category_source', 'text', (c) => c.notNull().defaultTo('none'))
    .execute()
  await db.schema.alterTable('transactions').addColumn('category_confidence', 'real').execute()
  await sql`UPDATE transactions SET category_source = 'user' WHERE category IS NOT NULL`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('category_confidence').execute()
  await db.schema.alterTable('transactions').dropColumn('category_source').execute()
  await db.schema.dropTable('categories').ifExists().execute()
}
