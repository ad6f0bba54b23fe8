import type { Kysely } from 'kysely'
import type { Holding } from '../../domain/ledger/holding.js'
import type { CurrencyCode } from '../../domain/money.js'
import type { ActivityReader, UserActivity } from '../../application/ports/activity-reader.js'
import { holdingFromRow } from './kysely-ledger-repositories.js'
import { transactionFromRow } from './transaction-rows.js'
import type { Database } from './schema.js'

/** A page of users' activity in three queries (users, transactions, holdings), whatever the page size. */
export class KyselyActivityReader implements ActivityReader {
  readonly #db: Kysely<Database>

  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async load(
    userIds: readonly string[],
    from: Date,
    to: Date,
    options: { readonly holdings: boolean },
  ): Promise<Map<string, UserActivity>> {
    const result = new Map<
      string,
      {
        userId: string
        baseCurrency: CurrencyCode
        transactions: UserActivity['transactions'][number][]
        holdings: Holding[]
      }
    >()
    if (userIds.length === 0) return result
    const ids = [...userIds]
    const users = await this.#db
      .selectFrom('users')
      .select(['id', 'base_currency'])
      .where('id', 'in', ids)
      .execute()
    for (const u of users) {
      result.set(u.id, {
        userId: u.id,
        baseCurrency: u.base_currency,
        transactions: [],
        holdings: [],
      })
    }
    const transactions = await this.#db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', 'in', ids)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<', to)
      .orderBy('user_id')
      .orderBy('occurred_at')
      .orderBy('id')
      .execute()
    for (const row of transactions) result.get(row.user_id)?.transactions.push(transactionFromRow(row))
    if (options.holdings) {
      const holdings = await this.#db
        .selectFrom('holdings')
        .selectAll()
        .where('user_id', 'in', ids)
        .orderBy('user_id')
        .orderBy('id')
        .execute()
      for (const h of holdings) result.get(h.user_id)?.holdings.push(holdingFromRow(h))
    }
    return result
  }
}
