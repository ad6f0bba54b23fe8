import { sql, type Kysely } from 'kysely'
import { enableOwnerRls, ensureSupabaseAuthShim } from './rls.js'

/** users, accounts, transactions, holdings, idempotency_keys. Timestamps keep milliseconds (JS Date). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await ensureSupabaseAuthShim(db)

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('base_currency', 'char(3)', (c) => c.notNull().defaultTo('USD'))
    .addColumn('newsletter_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`ALTER TABLE users ENABLE ROW LEVEL SECURITY`.execute(db)
  await sql`CREATE POLICY users_self ON users FOR ALL TO authenticated
    USING (id = (SELECT auth.uid())::text) WITH CHECK (id = (SELECT auth.uid())::text)`.execute(db)
  await sql`GRANT SELECT, UPDATE ON users TO authenticated`.execute(db)

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('institution', 'text')
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('balance', 'numeric', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('accounts_user_created')
    .on('accounts')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute()

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('occurred_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('merchant', 'text')
    .addColumn('category', 'text')
    .addColumn('notes', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('transactions_user_occurred')
    .on('transactions')
    .columns(['user_id', 'occurred_at desc', 'id desc'])
    .execute()
  await db.schema.createIndex('transactions_account').on('transactions').column('account_id').execute()

  await db.schema
    .createTable('holdings')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('asset_type', 'text', (c) => c.notNull())
    .addColumn('quantity', 'numeric', (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('average_cost', 'numeric')
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('holdings_user_created')
    .on('holdings')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute()
  await db.schema.createIndex('holdings_account').on('holdings').column('account_id').execute()

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'jsonb')
    .addColumn('response_location', 'text')
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'scope', 'key'])
    .execute()
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute()

  for (const table of ['accounts', 'transactions', 'holdings', 'idempotency_keys']) {
    await enableOwnerRls(db, table)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['idempotency_keys', 'holdings', 'transactions', 'accounts', 'users']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
