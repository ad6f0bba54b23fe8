import { sql, type Kysely } from 'kysely'
import { enableOwnerRls } from './rls.js'

/**
 * Statement imports (docs/imports.md): the imports, the lines of each file, the CSV mapping
 * remembered per account, and the identity and reconciliation columns of transactions. The two
 * partial unique indexes are the dedup rule itself: one transaction per account and bank id, one
 * per account and fingerprint (day, amount, description, occurrence), whatever the file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('imports')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('preview', 'committed')`))
    .addColumn('statement_from', 'date')
    .addColumn('statement_to', 'date')
    .addColumn('currency', 'char(3)')
    .addColumn('closing_balance', 'numeric')
    .addColumn('balance_difference', 'numeric')
    .addColumn('mapping', 'jsonb')
    .addColumn('rows_total', 'integer', (c) => c.notNull())
    .addColumn('rows_new', 'integer', (c) => c.notNull())
    .addColumn('rows_duplicate', 'integer', (c) => c.notNull())
    .addColumn('rows_match', 'integer', (c) => c.notNull())
    .addColumn('rows_error', 'integer', (c) => c.notNull())
    .addColumn('created', 'integer')
    .addColumn('merged', 'integer')
    .addColumn('skipped', 'integer')
    .addColumn('previous_balance', 'numeric')
    .addColumn('committed_at', sql`timestamptz(3)`)
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('imports_user_created')
    .on('imports')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute()

  await db.schema
    .createTable('import_rows')
    .addColumn('import_id', 'uuid', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('occurred_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('merchant', 'text')
    .addColumn('external_id', 'text')
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('new', 'duplicate', 'match', 'error')`),
    )
    // new: the id the transaction gets at commit; match: the transaction it merges into.
    .addColumn('transaction_id', 'uuid')
    .addColumn('detail', 'text')
    // Set at commit on a merge that filled in a missing account, so that undo can empty it again.
    .addColumn('account_was_null', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('import_rows_pk', ['import_id', 'line'])
    .execute()

  await db.schema
    .createTable('import_mappings')
    .addColumn('account_id', 'uuid', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mapping', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull())
    .execute()

  await db.schema
    .alterTable('transactions')
    .addColumn('external_id', 'text')
    .addColumn('fingerprint', 'text')
    .addColumn('import_id', 'uuid', (c) => c.references('imports.id').onDelete('set null'))
    .addColumn('reconciled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await sql`CREATE UNIQUE INDEX transactions_account_external_id ON transactions (account_id, external_id)
    WHERE external_id IS NOT NULL`.execute(db)
  await sql`CREATE UNIQUE INDEX transactions_account_fingerprint ON transactions (account_id, fingerprint)
    WHERE fingerprint IS NOT NULL`.execute(db)
  // Undo finds what an import created through this index.
  await sql`CREATE INDEX transactions_import ON transactions (import_id) WHERE import_id IS NOT NULL`.execute(
    db,
  )

  for (const table of ['imports', 'import_rows', 'import_mappings']) await enableOwnerRls(db, table)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS transactions_import`.execute(db)
  await sql`DROP INDEX IF EXISTS transactions_account_fingerprint`.execute(db)
  await sql`DROP INDEX IF EXISTS transactions_account_external_id`.execute(db)
  await db.schema
    .alterTable('transactions')
    .dropColumn('external_id')
    .dropColumn('fingerprint')
    .dropColumn('import_id')
    .dropColumn('reconciled')
    .execute()
  for (const table of ['import_mappings', 'import_rows', 'imports']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
