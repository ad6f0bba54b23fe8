import { sql, type Kysely } from 'kysely'
import { enableOwnerRls } from './rls.js'

/**
 * Automatic categorisation (docs/categories.md "Automatic categorisation"):
 * - merchant_choices: per user and merchant key, how often the user chose each category. A
 *   deleted category takes its choices with it (CASCADE): they name nothing any more, and
 *   learning starts again from the user's next choice, where RESTRICT would block the delete.
 * - learned_merchant_rules: the one rule learning made for a merchant key. No foreign key to the
 *   rule: the id stays when the user deletes the rule, so learning never makes it again.
 * - transaction_vectors: the embedding of a categorised transaction's merchant and description,
 *   with the text and model it was made from (a changed text or model is embedded again).
 * - import_rows gain the category each new row would get (preview) and gets (commit), and the
 *   notes a rule adds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_choices')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('merchant_key', 'text', (c) => c.notNull())
    .addColumn('category_id', 'uuid', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('choices', 'integer', (c) => c.notNull().check(sql`choices > 0`))
    .addColumn('last_chosen_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_choices_pk', ['user_id', 'merchant_key', 'category_id'])
    .execute()
  await db.schema
    .createIndex('merchant_choices_category')
    .on('merchant_choices')
    .column('category_id')
    .execute()
  await enableOwnerRls(db, 'merchant_choices')

  await db.schema
    .createTable('learned_merchant_rules')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('merchant_key', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('learned_merchant_rules_pk', ['user_id', 'merchant_key'])
    .execute()
  await enableOwnerRls(db, 'learned_merchant_rules')

  await db.schema
    .createTable('transaction_vectors')
    .addColumn('transaction_id', 'uuid', (c) =>
      c.primaryKey().references('transactions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('embedding', 'bytea', (c) => c.notNull())
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('transaction_vectors_user')
    .on('transaction_vectors')
    .column('user_id')
    .execute()
  await enableOwnerRls(db, 'transaction_vectors')

  // What POST /transactions/categorize {all_uncategorized} and the lazy embedding read.
  await sql`CREATE INDEX transactions_uncategorized ON transactions (user_id, occurred_at, id)
    WHERE category IS NULL`.execute(db)

  await db.schema
    .alterTable('import_rows')
    .addColumn('category', 'text')
    .addColumn('category_source', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('category_confidence', 'real')
    .addColumn('notes', 'text')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('import_rows')
    .dropColumn('category')
    .dropColumn('category_source')
    .dropColumn('category_confidence')
    .dropColumn('notes')
    .execute()
  await sql`DROP INDEX IF EXISTS transactions_uncategorized`.execute(db)
  await db.schema.dropTable('transaction_vectors').ifExists().execute()
  await db.schema.dropTable('learned_merchant_rules').ifExists().execute()
  await db.schema.dropTable('merchant_choices').ifExists().execute()
}
