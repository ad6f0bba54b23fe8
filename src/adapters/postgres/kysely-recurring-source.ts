import type { Kysely } from 'kysely'
import type { RecurringSource } from '../../application/ports/recurring-source.js'
import type { RecurringPayment } from '../../domain/recurring/recurring-series.js'
import { storedDecimal } from './kysely-owned-rows.js'
import type { Database } from './schema.js'

/**
 * RecurringSource on Kysely: one query on transactions_user_occurred, eight columns; posted
 * transactions only (a pending card hold is not yet a payment of a series).
 */
export class KyselyRecurringSource implements RecurringSource {
  readonly #db: Kysely<Database>

  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async paymentsBetween(userId: string, from: Date, to: Date): Promise<RecurringPayment[]> {
    const rows = await this.#db
      .selectFrom('transactions')
      .select(['id', 'occurred_at', 'type', 'amount', 'currency', 'merchant', 'description', 'category'])
      .where('user_id', '=', userId)
      .where('type', 'in', ['expense', 'income'])
      .where('pending', '=', false)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<', to)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute()
    return rows.map((r) => ({
      id: r.id,
      occurredAt: r.occurred_at,
      type: r.type,
      amount: storedDecimal(r.amount),
      currency: r.currency,
      merchant: r.merchant,
      description: r.description,
      category: r.category,
    }))
  }
}
