import { sql, type Kysely } from 'kysely'
import type { Transaction } from '../../domain/ledger/transaction.js'
import type {
  CategorizableTransactions,
  CategoryAssignment,
} from '../../application/ports/categorizable-transactions.js'
import { transactionFromRow } from './transaction-rows.js'
import type { Database } from './schema.js'

/** The transactions POST /transactions/categorize reads and writes; every statement names user_id. */
export class KyselyCategorizableTransactions implements CategorizableTransactions {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async byIds(userId: string, ids: readonly string[]): Promise<Transaction[]> {
    if (ids.length === 0) return []
    const rows = await this.#db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .where(sql<boolean>`id = ANY(${[...ids]}::uuid[])`)
      .execute()
    return rows.map(transactionFromRow)
  }

  async uncategorized(userId: string, limit: number): Promise<Transaction[]> {
    const rows = await this.#db
      .selectFrom('transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('category', 'is', null)
      .orderBy('occurred_at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute()
    return rows.map(transactionFromRow)
  }

  async assign(userId: string, assignments: readonly CategoryAssignment[], now: Date): Promise<number> {
    if (assignments.length === 0) return 0
    const column = <T>(pick: (a: CategoryAssignment) => T) => assignments.map(pick)
    // One statement for the batch; a category the user set meanwhile stays.
    const result = await sql`
      UPDATE transactions t SET category = a.category, category_source = a.source,
        category_confidence = a.confidence, version = t.version + 1, updated_at = ${now}
      FROM unnest(${column((a) => a.id)}::uuid[], ${column((a) => a.category)}::text[],
        ${column((a) => a.source)}::text[], ${column((a) => a.confidence)}::real[])
        AS a(id, category, source, confidence)
      WHERE t.id = a.id AND t.user_id = ${userId} AND t.category_source <> 'user'`.execute(this.#db)
    return Number(result.numAffectedRows ?? 0n)
  }
}
