import { CompiledQuery, sql, type Kysely, type Selectable } from 'kysely'
import type { Account, AccountDraft } from '../../domain/ledger/account.js'
import type { Holding, HoldingDraft } from '../../domain/ledger/holding.js'
import type { Transaction, TransactionDraft } from '../../domain/ledger/transaction.js'
import type { Page, PageRequest, UpdateOutcome } from '../../application/ports/owned-repository.js'
import type {
  AccountFilter,
  AccountRepository,
  HoldingFilter,
  HoldingRepository,
  TransactionFilter,
  TransactionRepository,
} from '../../application/ports/ledger-repositories.js'
import {
  byCreation,
  executed,
  keysetPage,
  newOwnedColumns,
  ownedFromRow,
  storedDecimal,
  touchedColumns,
  updateOutcome,
} from './kysely-owned-rows.js'
import type { Database } from './schema.js'
import { deleteOwnedRow } from './delete-owned-row.js'
import { selectValues } from './value-rows.js'
import {
  byOccurrence,
  INSERT_TRANSACTION,
  insertTransactionValues,
  LISTED_TRANSACTION,
  transactionColumns,
  transactionFromRow,
  transactionFromValues,
  type ListedTransaction,
} from './transaction-rows.js'
import type { AccountsTable, HoldingsTable } from './tables/ledger.js'

// Every statement below names user_id, so another user's id looks missing.

export const accountFromRow = (r: Selectable<AccountsTable>): Account => ({
  ...ownedFromRow(r),
  name: r.name,
  type: r.type,
  institution: r.institution,
  currency: r.currency,
  balance: storedDecimal(r.balance),
  isActive: r.is_active,
})

const accountColumns = (d: AccountDraft) => ({
  name: d.name,
  type: d.type,
  institution: d.institution,
  currency: d.currency,
  balance: d.balance,
  is_active: d.isActive,
})

export class KyselyAccountRepository implements AccountRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  list(userId: string, _filter: AccountFilter, page: PageRequest): Promise<Page<Account>> {
    const query = this.#db.selectFrom('accounts').selectAll().where('user_id', '=', userId)
    return keysetPage(query, 'created_at', page, executed, accountFromRow, byCreation)
  }

  async get(userId: string, id: string): Promise<Account | undefined> {
    const row = await this.#db
      .selectFrom('accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row && accountFromRow(row)
  }

  async insert(userId: string, id: string, draft: AccountDraft, now: Date): Promise<Account> {
    const row = await this.#db
      .insertInto('accounts')
      .values({ ...accountColumns(draft), ...newOwnedColumns(userId, id, now) })
      .returningAll()
      .executeTakeFirstOrThrow()
    return accountFromRow(row)
  }

  async update(
    userId: string,
    id: string,
    draft: AccountDraft,
    now: Date,
    expectedVersion: number | undefined,
  ): Promise<UpdateOutcome<Account>> {
    let query = this.#db
      .updateTable('accounts')
      .set({ ...accountColumns(draft), ...touchedColumns(now) })
      .where('user_id', '=', userId)
      .where('id', '=', id)
    if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion)
    const row = await query.returningAll().executeTakeFirst()
    return updateOutcome(row && accountFromRow(row), () => this.isOwnedBy(userId, id))
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return deleteOwnedRow(this.#db, 'accounts', userId, 'id', id)
  }

  async isOwnedBy(userId: string, accountId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', accountId)
      .executeTakeFirst()
    return row !== undefined
  }
}

export class KyselyTransactionRepository implements TransactionRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  list(userId: string, f: TransactionFilter, page: PageRequest): Promise<Page<Transaction>> {
    let query = this.#db.selectFrom('transactions').select(LISTED_TRANSACTION).where('user_id', '=', userId)
    if (f.from) query = query.where('occurred_at', '>=', f.from)
    if (f.to) query = query.where('occurred_at', '<', f.to)
    if (f.accountId) query = query.where('account_id', '=', f.accountId)
    if (f.categories?.length)
      query = query.where(
        sql<string>`lower(category)`,
        'in',
        f.categories.map((name) => name.toLowerCase()),
      )
    if (f.type) query = query.where('type', '=', f.type)
    if (f.pending !== undefined) query = query.where('pending', '=', f.pending)
    return keysetPage(
      query,
      'occurred_at',
      page,
      (q) => selectValues<ListedTransaction>(this.#db, q),
      (values) => transactionFromValues(userId, values),
      byOccurrence,
    )
  }

  async get(userId: string, id: string): Promise<Transaction | undefined> {
    const row = await this.#db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row && transactionFromRow(row)
  }

  async insert(userId: string, id: string, draft: TransactionDraft, now: Date): Promise<Transaction> {
    const { rows } = await this.#db.executeQuery<ListedTransaction>(
      CompiledQuery.raw(INSERT_TRANSACTION, insertTransactionValues(userId, id, draft, now)),
    )
    if (!Array.isArray(rows[0]))
      throw new Error('INSERT_TRANSACTION needs a pool made by createPool (src/infrastructure/database.ts)')
    return transactionFromValues(userId, rows[0])
  }

  async update(
    userId: string,
    id: string,
    draft: TransactionDraft,
    now: Date,
    expectedVersion: number | undefined,
  ): Promise<UpdateOutcome<Transaction>> {
    let query = this.#db
      .updateTable('transactions')
      .set({ ...transactionColumns(draft), ...touchedColumns(now) })
      .where('user_id', '=', userId)
      .where('id', '=', id)
    if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion)
    const row = await query.returningAll().executeTakeFirst()
    return updateOutcome(
      row && transactionFromRow(row),
      async () => (await this.get(userId, id)) !== undefined,
    )
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return deleteOwnedRow(this.#db, 'transactions', userId, 'id', id)
  }

  async listBetween(userId: string, from: Date, to: Date, limit = 10_000): Promise<Transaction[]> {
    const rows = await this.#db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<', to)
      .orderBy('occurred_at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute()
    return rows.map(transactionFromRow)
  }
}

export const holdingFromRow = (r: Selectable<HoldingsTable>): Holding => ({
  ...ownedFromRow(r),
  symbol: r.symbol,
  assetType: r.asset_type,
  quantity: storedDecimal(r.quantity),
  averageCost: storedDecimal(r.average_cost),
  currency: r.currency,
  accountId: r.account_id,
  name: r.name,
})

const holdingColumns = (d: HoldingDraft) => ({
  symbol: d.symbol,
  asset_type: d.assetType,
  quantity: d.quantity,
  average_cost: d.averageCost,
  currency: d.currency,
  account_id: d.accountId,
  name: d.name,
})

export class KyselyHoldingRepository implements HoldingRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  list(userId: string, f: HoldingFilter, page: PageRequest): Promise<Page<Holding>> {
    let query = this.#db.selectFrom('holdings').selectAll().where('user_id', '=', userId)
    if (f.accountId) query = query.where('account_id', '=', f.accountId)
    return keysetPage(query, 'created_at', page, executed, holdingFromRow, byCreation)
  }

  async get(userId: string, id: string): Promise<Holding | undefined> {
    const row = await this.#db
      .selectFrom('holdings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row && holdingFromRow(row)
  }

  async insert(userId: string, id: string, draft: HoldingDraft, now: Date): Promise<Holding> {
    const row = await this.#db
      .insertInto('holdings')
      .values({ ...holdingColumns(draft), ...newOwnedColumns(userId, id, now) })
      .returningAll()
      .executeTakeFirstOrThrow()
    return holdingFromRow(row)
  }

  async update(
    userId: string,
    id: string,
    draft: HoldingDraft,
    now: Date,
    expectedVersion: number | undefined,
  ): Promise<UpdateOutcome<Holding>> {
    let query = this.#db
      .updateTable('holdings')
      .set({ ...holdingColumns(draft), ...touchedColumns(now) })
      .where('user_id', '=', userId)
      .where('id', '=', id)
    if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion)
    const row = await query.returningAll().executeTakeFirst()
    return updateOutcome(row && holdingFromRow(row), async () => (await this.get(userId, id)) !== undefined)
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return deleteOwnedRow(this.#db, 'holdings', userId, 'id', id)
  }

  async listAll(userId: string): Promise<Holding[]> {
    return [...(await this.list(userId, {}, { limit: 1000, after: undefined })).items]
  }
}
