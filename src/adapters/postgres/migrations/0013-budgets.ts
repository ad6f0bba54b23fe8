import { sql, type Kysely } from 'kysely'
import { enableOwnerRls } from './rls.js'

/**
 * Budgets (docs/budgets.md): one budget per user and month (YYYY-MM, UTC), its lines per
 * category (by id, so a rename changes nothing; a category with budget lines cannot be deleted
 * without reassigning them), and budget_alerts, whose primary key makes each alert (month,
 * category, threshold) happen once however many writers race.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('budgets')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull().check(sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('currency', sql`char(3)`, (c) => c.notNull())
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addUniqueConstraint('budgets_user_month', ['user_id', 'month'])
    .execute()
  await enableOwnerRls(db, 'budgets')

  await db.schema
    .createTable('budget_lines')
    .addColumn('budget_id', 'uuid', (c) => c.notNull().references('budgets.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'uuid', (c) => c.notNull().references('categories.id').onDelete('restrict'))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('rollover', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('budget_lines_pkey', ['budget_id', 'category_id'])
    .execute()
  await db.schema.createIndex('budget_lines_category').on('budget_lines').column('category_id').execute()
  await enableOwnerRls(db, 'budget_lines')

  await db.schema
    .createTable('budget_alerts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    // No foreign key: the record outlives a deleted category and never blocks its deletion.
    .addColumn('category_id', 'uuid', (c) => c.notNull())
    .addColumn('threshold', 'smallint', (c) => c.notNull())
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('budget_alerts_pkey', ['user_id', 'month', 'category_id', 'threshold'])
    .execute()
  await enableOwnerRls(db, 'budget_alerts')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('budget_alerts').ifExists().execute()
  await db.schema.dropTable('budget_lines').ifExists().execute()
  await db.schema.dropTable('budgets').ifExists().execute()
}
