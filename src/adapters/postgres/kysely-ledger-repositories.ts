import type { Kysely } from 'kysely'
import type { Account, AccountDraft, AccountType } from '../../domain/ledger/account.js'
import type { AssetType, Holding, HoldingDraft } from '../../domain/ledger/holding.js'
import type {
  Transaction,
  TransactionDraft,
  TransactionSource,
  TransactionType,
} from '../../domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../../domain/money.js'
import type {
  AccountFilter,
  AccountRepository,
  HoldingFilter,
  HoldingRepository,
  TransactionFilter,
  TransactionRepository,
} from '../../application/ports/ledger-repositories.js'
import { KyselyOwnedRepository } from './kysely-owned-repository.js'
import type { Database } from './schema.js'

type Row = Record<string, unknown>

function owned(row: Row) {
  return {
    id: row.id as string,
    userId: row.user_id as string,
    version: row.version as number,
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
  }
}

const money = (value: unknown) => value as DecimalString
const currency = (value: unknown) => String(value).trim() as CurrencyCode

export class KyselyAccountRepository
  extends KyselyOwnedRepository<Account, AccountDraft, AccountFilter>
  implements AccountRepository
{
  constructor({ db }: { db: Kysely<Database> }) {
    super(db, {
      table: 'accounts',
      sortColumn: 'created_at',
      toColumns: (d) => ({
        name: d.name,
        type: d.type,
        institution: d.institution,
        currency: d.currency,
        balance: d.balance,
        is_active: d.isActive,
      }),
      fromRow: (r) => ({
        ...owned(r),
        name: r.name as string,
        type: r.type as AccountType,
        institution: r.institution as string | null,
        currency: currency(r.currency),
        balance: money(r.balance),
        isActive: r.is_active as boolean,
      }),
      applyFilter: (q) => q,
    })
  }

  async isOwnedBy(userId: string, accountId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', accountId)
      .executeTakeFirst()
    return row !== undefined
  }
}

export class KyselyTransactionRepository
  extends KyselyOwnedRepository<Transaction, TransactionDraft, TransactionFilter>
  implements TransactionRepository
{
  constructor({ db }: { db: Kysely<Database> }) {
    super(db, {
      table: 'transactions',
      sortColumn: 'occurred_at',
      toColumns: (d) => ({
        amount: d.amount,
        type: d.type,
        currency: d.currency,
        occurred_at: d.occurredAt,
        account_id: d.accountId,
        description: d.description,
        merchant: d.merchant,
        category: d.category,
        notes: d.notes,
        source: d.source,
      }),
      fromRow: transactionFromRow,
      applyFilter: (q, f) => {
        let query = q
        if (f.from) query = query.where('occurred_at', '>=', f.from)
        if (f.to) query = query.where('occurred_at', '<', f.to)
        if (f.accountId) query = query.where('account_id', '=', f.accountId)
        if (f.category) query = query.where('category', '=', f.category)
        if (f.type) query = query.where('type', '=', f.type)
        return query
      },
    })
  }

  async listBetween(userId: string, from: Date, to: Date, limit = 10_000): Promise<Transaction[]> {
    const rows = await this.db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<', to)
      .orderBy('occurred_at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute()
    return rows.map((r: Row) => transactionFromRow(r))
  }
}

export function transactionFromRow(r: Row): Transaction {
  return {
    ...owned(r),
    amount: money(r.amount),
    type: r.type as TransactionType,
    currency: currency(r.currency),
    occurredAt: r.occurred_at as Date,
    accountId: r.account_id as string | null,
    description: r.description as string | null,
    merchant: r.merchant as string | null,
    category: r.category as string | null,
    notes: r.notes as string | null,
    source: r.source as TransactionSource,
    externalId: (r.external_id ?? null) as string | null,
    importId: (r.import_id ?? null) as string | null,
    reconciled: r.reconciled === true,
  }
}

export class KyselyHoldingRepository
  extends KyselyOwnedRepository<Holding, HoldingDraft, HoldingFilter>
  implements HoldingRepository
{
  constructor({ db }: { db: Kysely<Database> }) {
    super(db, {
      table: 'holdings',
      sortColumn: 'created_at',
      toColumns: (d) => ({
        symbol: d.symbol,
        asset_type: d.assetType,
        quantity: d.quantity,
        average_cost: d.averageCost,
        currency: d.currency,
        account_id: d.accountId,
        name: d.name,
      }),
      fromRow: (r) => ({
        ...owned(r),
        symbol: r.symbol as string,
        assetType: r.asset_type as AssetType,
        quantity: money(r.quantity),
        averageCost: r.average_cost as DecimalString | null,
        currency: currency(r.currency),
        accountId: r.account_id as string | null,
        name: r.name as string | null,
      }),
      applyFilter: (q, f) => (f.accountId ? q.where('account_id', '=', f.accountId) : q),
    })
  }

  async listAll(userId: string): Promise<Holding[]> {
    return (await this.list(userId, {}, { limit: 1000, after: undefined })).items as Holding[]
  }
}
