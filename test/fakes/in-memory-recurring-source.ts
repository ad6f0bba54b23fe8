import type { RecurringSource } from '../../src/application/ports/recurring-source.js'
import { isPosted } from '../../src/domain/ledger/transaction.js'
import type { RecurringPayment } from '../../src/domain/recurring/recurring-series.js'
import type { InMemoryTransactionRepository } from './in-memory-transaction-repository.js'

/** The payments of an in-memory ledger, as the port documents them; records each read's window. */
export class InMemoryRecurringSource implements RecurringSource {
  readonly reads: { userId: string; from: Date; to: Date }[] = []
  readonly #transactions: InMemoryTransactionRepository

  constructor(transactions: InMemoryTransactionRepository) {
    this.#transactions = transactions
  }

  async paymentsBetween(userId: string, from: Date, to: Date): Promise<RecurringPayment[]> {
    this.reads.push({ userId, from, to })
    const all = await this.#transactions.listBetween(userId, from, to, Number.MAX_SAFE_INTEGER)
    return all
      .filter((t) => t.type !== 'transfer' && isPosted(t))
      .map(({ id, occurredAt, type, amount, currency, merchant, description, category }) => ({
        id,
        occurredAt,
        type,
        amount,
        currency,
        merchant,
        description,
        category,
      }))
  }
}
