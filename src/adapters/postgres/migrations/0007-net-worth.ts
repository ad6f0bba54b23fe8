import { sql, type Kysely } from 'kysely'
import { enableOwnerRls } from './rls.js'

/**
 * Net worth over time (docs/net-worth.md): trades (each holding's history), price_history (daily
 * closes and rates shared by every user: no user column, no RLS) with a record of what was
 * fetched, and the daily snapshots of each user (totals, and per account and per holding).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trades')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('holding_id', 'uuid', (c) => c.notNull().references('holdings.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) =>
      c.notNull().check(sql`side in ('buy', 'sell', 'dividend', 'fee', 'split', 'adjust')`),
    )
    .addColumn('quantity', 'numeric')
    .addColumn('price', 'numeric')
    .addColumn('amount', 'numeric')
    .addColumn('fee', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('manual', 'opening', 'adjustment')`))
    .addColumn('occurred_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('trades_holding_occurred')
    .on('trades')
    .columns(['user_id', 'holding_id', 'occurred_at desc', 'id desc'])
    .execute()

  await db.schema
    .createTable('price_history')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('close', 'numeric', (c) => c.notNull().check(sql`close > 0`))
    .addPrimaryKeyConstraint('price_history_pk', ['provider', 'symbol', 'date'])
    .execute()
  // What was asked of the provider, so a series is fetched once (and topped up once a day).
  await db.schema
    .createTable('price_history_fetches')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('covered_from', 'date', (c) => c.notNull())
    .addColumn('fetched_on', 'date', (c) => c.notNull())
    .addColumn('known', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('price_history_fetches_pk', ['provider', 'symbol'])
    .execute()

  await db.schema
    .createTable('net_worth_snapshots')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('assets', 'numeric', (c) => c.notNull())
    .addColumn('liabilities', 'numeric', (c) => c.notNull())
    .addColumn('net_worth', 'numeric', (c) => c.notNull())
    .addColumn('portfolio_value', 'numeric', (c) => c.notNull())
    .addColumn('portfolio_inflow', 'numeric', (c) => c.notNull())
    .addColumn('portfolio_outflow', 'numeric', (c) => c.notNull())
    .addColumn('portfolio_income', 'numeric', (c) => c.notNull())
    .addColumn('missing', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', sql`timestamptz(3)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('net_worth_snapshots_pk', ['user_id', 'date'])
    .execute()
  await db.schema
    .createTable('net_worth_snapshot_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('account', 'holding')`))
    .addColumn('item_id', 'uuid', (c) => c.notNull())
    .addColumn('value', 'numeric')
    .addColumn('quantity', 'numeric')
    .addColumn('inflow', 'numeric', (c) => c.notNull())
    .addColumn('outflow', 'numeric', (c) => c.notNull())
    .addColumn('income', 'numeric', (c) => c.notNull())
    .addPrimaryKeyConstraint('net_worth_snapshot_items_pk', ['user_id', 'kind', 'item_id', 'date'])
    .execute()

  for (const table of ['trades', 'net_worth_snapshots', 'net_worth_snapshot_items']) {
    await enableOwnerRls(db, table)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'net_worth_snapshot_items',
    'net_worth_snapshots',
    'price_history_fetches',
    'price_history',
    'trades',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
