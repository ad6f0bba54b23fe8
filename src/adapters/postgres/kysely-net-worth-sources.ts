import { sql, type Kysely, type Selectable } from 'kysely'
import type { Account } from '../../domain/ledger/account.js'
import type { Holding } from '../../domain/ledger/holding.js'
import type { CurrencyCode, DecimalString } from '../../domain/money.js'
import { endOfDay, utcDate, type IsoDate } from '../../domain/portfolio/calendar.js'
import { accountMovement, type AccountMovement } from '../../domain/portfolio/valuation.js'
import type { NetWorthSources, UserLedger } from '../../application/ports/net-worth-sources.js'
import { tradeFromRow } from './kysely-trade-repository.js'
import type { Database } from './schema.js'
import type { AccountsTable, HoldingsTable } from './tables/ledger.js'

const toAccount = (r: Selectable<AccountsTable>): Account => ({
  id: r.id,
  userId: r.user_id,
  version: r.version,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  name: r.name,
  type: r.type,
  institution: r.institution,
  currency: r.currency.trim() as CurrencyCode,
  balance: r.balance as DecimalString,
  isActive: r.is_active,
})

const toHolding = (r: Selectable<HoldingsTable>): Holding => ({
  id: r.id,
  userId: r.user_id,
  version: r.version,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  symbol: r.symbol,
  assetType: r.asset_type,
  quantity: r.quantity as DecimalString,
  averageCost: r.average_cost as DecimalString | null,
  currency: r.currency.trim() as CurrencyCode,
  accountId: r.account_id,
  name: r.name,
})

const earliest = (dates: readonly (Date | null | undefined)[]): IsoDate | undefined => {
  const times = dates.filter((d): d is Date => d instanceof Date).map((d) => d.getTime())
  return times.length === 0 ? undefined : utcDate(new Date(Math.min(...times)))
}

/** Rows by their user, so a page of users is split in one pass. */
function byUser<T extends { user_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const r of rows) {
    const list = out.get(r.user_id)
    if (list) list.push(r)
    else out.set(r.user_id, [r])
  }
  return out
}

/** A handful of queries for any number of users (the daily job reads a page of users at once). */
export class KyselyNetWorthSources implements NetWorthSources {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async load(userId: string, movementsAfter: IsoDate): Promise<UserLedger> {
    const [ledger] = await this.loadMany([userId], movementsAfter)
    return ledger!
  }

  async loadMany(userIds: readonly string[], movementsAfter: IsoDate): Promise<UserLedger[]> {
    if (userIds.length === 0) return []
    const ids = [...userIds]
    const [users, accounts, holdings, trades, sums, firstTransactions] = await Promise.all([
      this.#db.selectFrom('users').select(['id', 'base_currency']).where('id', 'in', ids).execute(),
      this.#db.selectFrom('accounts').selectAll().where('user_id', 'in', ids).execute(),
      this.#db.selectFrom('holdings').selectAll().where('user_id', 'in', ids).execute(),
      this.#db.selectFrom('trades').selectAll().where('user_id', 'in', ids).execute(),
      this.#db
        .selectFrom('transactions')
        .select([
          'user_id',
          'account_id',
          'type',
          sql<string>`(occurred_at at time zone 'UTC')::date`.as('day'),
          sql<string>`sum(amount)`.as('total'),
        ])
        .where('user_id', 'in', ids)
        .where('account_id', 'is not', null)
        .where('occurred_at', '>=', endOfDay(movementsAfter))
        .groupBy(['user_id', 'account_id', 'type', sql`(occurred_at at time zone 'UTC')::date`])
        .execute(),
      this.#db
        .selectFrom('transactions')
        .select(['user_id', (eb) => eb.fn.min('occurred_at').as('first')])
        .where('user_id', 'in', ids)
        .groupBy('user_id')
        .execute(),
    ])
    const [accountsOf, holdingsOf, tradesOf, sumsOf, firstOf] = [
      byUser(accounts),
      byUser(holdings),
      byUser(trades),
      byUser(sums),
      byUser(firstTransactions),
    ]
    const baseOf = new Map(users.map((u) => [u.id, u.base_currency.trim()]))
    return ids.map((userId) => {
      const userAccounts = (accountsOf.get(userId) ?? []).map(toAccount)
      const types = new Map(userAccounts.map((a) => [a.id, a.type]))
      const movements: AccountMovement[] = (sumsOf.get(userId) ?? [])
        .filter((s) => s.account_id !== null && types.has(s.account_id))
        .map((s) => ({
          accountId: s.account_id!,
          date: s.day as IsoDate,
          signed: accountMovement(
            types.get(s.account_id!)!,
            s.type,
            s.total as DecimalString,
          ).toFixed() as DecimalString,
        }))
      const userHoldings = (holdingsOf.get(userId) ?? []).map(toHolding)
      const userTrades = (tradesOf.get(userId) ?? []).map(tradeFromRow)
      const firstTransaction = firstOf.get(userId)?.[0]?.first
      return {
        userId,
        baseCurrency: baseOf.get(userId) ?? 'USD',
        accounts: userAccounts,
        holdings: userHoldings,
        trades: userTrades,
        movements,
        firstDate: earliest([
          ...userAccounts.map((a) => a.createdAt),
          ...userHoldings.map((h) => h.createdAt),
          ...userTrades.map((t) => t.occurredAt),
          firstTransaction ? new Date(firstTransaction) : undefined,
        ]),
      }
    })
  }

  async firstDate(userId: string): Promise<IsoDate | undefined> {
    const row = await this.#db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('accounts')
          .select((e) => e.fn.min('created_at').as('x'))
          .where('user_id', '=', userId)
          .as('accounts'),
        eb
          .selectFrom('holdings')
          .select((e) => e.fn.min('created_at').as('x'))
          .where('user_id', '=', userId)
          .as('holdings'),
        eb
          .selectFrom('trades')
          .select((e) => e.fn.min('occurred_at').as('x'))
          .where('user_id', '=', userId)
          .as('trades'),
        eb
          .selectFrom('transactions')
          .select((e) => e.fn.min('occurred_at').as('x'))
          .where('user_id', '=', userId)
          .as('transactions'),
      ])
      .executeTakeFirst()
    return earliest(
      [row?.accounts, row?.holdings, row?.trades, row?.transactions].map((d) =>
        d ? new Date(d) : undefined,
      ),
    )
  }

  async usersWithData(afterId: string | undefined, limit: number): Promise<string[]> {
    let query = this.#db
      .selectFrom('users')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('holdings').select('id').whereRef('holdings.user_id', '=', 'users.id')),
          eb.exists(eb.selectFrom('accounts').select('id').whereRef('accounts.user_id', '=', 'users.id')),
        ]),
      )
    if (afterId !== undefined) query = query.where('id', '>', afterId)
    const rows = await query.orderBy('id').limit(limit).execute()
    return rows.map((r) => r.id)
  }
}
