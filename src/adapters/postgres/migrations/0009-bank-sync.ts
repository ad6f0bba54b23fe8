import { sql, type Kysely } from 'kysely'
import { enableOwnerRls } from './rls.js'

/**
 * Bank sync (docs/bank-sync.md): connections with their sealed access credential, the bank
 * accounts each reaches and the account each is linked to, and the log of syncs. Transactions
 * gain `pending` (a bank's not yet posted transaction, replaced in place when it posts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_connections')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // AES-256-GCM, bound to the row (docs/bank-sync.md "Secrets"); never selected by the API.
    .addColumn('access_sealed', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('active', 'needs_attention', 'revoked')`),
    )
    .addColumn('institutions', 'jsonb', (c) => c.notNull())
    .addColumn('last_synced_at', sql`timestamptz(3)`)
    .addColumn('last_error', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_sync_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('updated_at', sql`timestamptz(3)`, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('bank_connections_user')
    .on('bank_connections')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('bank_connections_due')
    .on('bank_connections')
    .columns(['next_sync_at'])
    .execute()

  await db.schema
    .createTable('bank_connection_accounts')
    .addColumn('connection_id', 'uuid', (c) =>
      c.notNull().references('bank_connections.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text')
    .addColumn('balance', 'numeric', (c) => c.notNull())
    .addColumn('balance_date', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('institution', 'text', (c) => c.notNull())
    .addColumn('linked_account_id', 'uuid', (c) => c.references('accounts.id').onDelete('set null'))
    .addPrimaryKeyConstraint('bank_connection_accounts_pk', ['connection_id', 'external_id'])
    .execute()

  await db.schema
    .createTable('bank_syncs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('connection_id', 'uuid', (c) =>
      c.notNull().references('bank_connections.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('queued', 'running', 'succeeded', 'failed')`),
    )
    .addColumn('started_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('finished_at', sql`timestamptz(3)`)
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('merged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_replaced', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .execute()
  await db.schema
    .createIndex('bank_syncs_connection')
    .on('bank_syncs')
    .columns(['connection_id', 'started_at desc', 'id desc'])
    .execute()

  await db.schema
    .alterTable('transactions')
    .addColumn('pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()

  for (const table of ['bank_connections', 'bank_connection_accounts', 'bank_syncs'])
    await enableOwnerRls(db, table)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('pending').execute()
  for (const table of ['bank_syncs', 'bank_connection_accounts', 'bank_connections'])
    await db.schema.dropTable(table).ifExists().execute()
}
