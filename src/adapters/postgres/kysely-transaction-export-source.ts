import { sql, type Kysely } from 'kysely'
import type { Transaction } from '../../domain/ledger/transaction.js'
import type { TransactionFilter } from '../../application/ports/ledger-repositories.js'
import type { TransactionExportSource } from '../../application/ports/transaction-export-source.js'
import { transactionFromRow } from './transaction-rows.js'
import type { Database } from './schema.js'

export class KyselyTransactionExportSource implements TransactionExportSource {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async span(userId: string, filter: TransactionFilter): Promise<{ first: Date; last: Date } | null> {
    const row = await this.#filtered(userId, filter)
      .select((eb) => [eb.fn.min('occurred_at').as('first'), eb.fn.max('occurred_at').as('last')])
      .executeTakeFirst()
    return row?.first && row.last ? { first: new Date(row.first), last: new Date(row.last) } : null
  }

  #filtered(userId: string, filter: TransactionFilter) {
    let query = this.#db.selectFrom('transactions').where('user_id', '=', userId)
    if (filter.from) query = query.where('occurred_at', '>=', filter.from)
    if (filter.to) query = query.where('occurred_at', '<', filter.to)
    if (filter.accountId) query = query.where('account_id', '=', filter.accountId)
    return query
  }

  async *batches(
    userId: string,
    filter: TransactionFilter,
    batchSize: number,
  ): AsyncIterable<readonly Transaction[]> {
    let after: { at: Date; id: string } | undefined
    for (;;) {
      let query = this.#filtered(userId, filter).selectAll()
      if (after) query = query.where(sql<boolean>`(occurred_at, id) > (${after.at}, ${after.id}::uuid)`)
      const rows = await query.orderBy('occurred_at').orderBy('id').limit(batchSize).execute()
      if (rows.length === 0) return
      yield rows.map((r) => transactionFromRow(r))
      if (rows.length < batchSize) return
      const last = rows[rows.length - 1]!
      after = { at: last.occurred_at, id: last.id }
    }
  }
}
