import { sql, type Kysely } from 'kysely'
import type {
  CategorizedVector,
  TransactionVectorStore,
  UnembeddedTransaction,
} from '../../application/ports/transaction-vector-store.js'
import { decodeVector, encodeVector } from './kysely-memory-store.js'
import type { Database } from './schema.js'

/** The sources whose categories teach the similar step (the port's contract). */
const TEACHING_SOURCES = ['user', 'rule', 'learned'] as const

/** The text embedded for a transaction; the similar step's embeddingText() joins the same way. */
const TEXT = sql<string>`concat_ws(' ', nullif(btrim(t.merchant), ''), nullif(btrim(t.description), ''))`

/**
 * transaction_vectors on Postgres, scored in the process like the memory (no pgvector here,
 * docs/platform.md): the step reads at most a few thousand vectors of one user per batch.
 */
export class KyselyTransactionVectorStore implements TransactionVectorStore {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async categorized(userId: string, model: string, limit: number): Promise<CategorizedVector[]> {
    const rows = await this.#db
      .selectFrom('transactions as t')
      .innerJoin('transaction_vectors as v', 'v.transaction_id', 't.id')
      .select(['t.id', 't.category', 'v.embedding'])
      .where('t.user_id', '=', userId)
      .where('v.user_id', '=', userId)
      .where('v.model', '=', model)
      .where('t.category', 'is not', null)
      .where('t.category_source', 'in', TEACHING_SOURCES)
      .where(sql<boolean>`v.text = ${TEXT}`)
      .orderBy('t.occurred_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .execute()
    return rows.map((r) => ({
      transactionId: r.id,
      category: r.category!,
      vector: decodeVector(r.embedding),
    }))
  }

  async unembedded(userId: string, model: string, limit: number): Promise<UnembeddedTransaction[]> {
    const rows = await this.#db
      .selectFrom('transactions as t')
      .leftJoin('transaction_vectors as v', (join) =>
        join.onRef('v.transaction_id', '=', 't.id').on('v.user_id', '=', userId),
      )
      .select(['t.id', TEXT.as('text')])
      .where('t.user_id', '=', userId)
      .where('t.category', 'is not', null)
      .where('t.category_source', 'in', TEACHING_SOURCES)
      .where(sql<boolean>`${TEXT} <> ''`)
      .where((eb) =>
        eb.or([
          eb('v.transaction_id', 'is', null),
          eb('v.model', '<>', model),
          eb(sql<string>`v.text`, '<>', TEXT),
        ]),
      )
      .orderBy('t.occurred_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .execute()
    return rows.map((r) => ({ transactionId: r.id, text: r.text }))
  }

  async save(
    userId: string,
    model: string,
    vectors: readonly {
      readonly transactionId: string
      readonly text: string
      readonly vector: readonly number[]
    }[],
  ): Promise<void> {
    if (vectors.length === 0) return
    // Only the user's own transactions: another id is left out, not stored under this user.
    const owned = new Set(
      (
        await this.#db
          .selectFrom('transactions')
          .select('id')
          .where('user_id', '=', userId)
          .where(sql<boolean>`id = ANY(${vectors.map((v) => v.transactionId)}::uuid[])`)
          .execute()
      ).map((r) => r.id),
    )
    const rows = vectors
      .filter((v) => owned.has(v.transactionId))
      .map((v) => ({
        transaction_id: v.transactionId,
        user_id: userId,
        model,
        text: v.text,
        embedding: encodeVector(v.vector),
      }))
    if (rows.length === 0) return
    await this.#db
      .insertInto('transaction_vectors')
      .values(rows)
      .onConflict((oc) =>
        oc
          .column('transaction_id')
          .doUpdateSet((eb) => ({
            model: eb.ref('excluded.model'),
            text: eb.ref('excluded.text'),
            embedding: eb.ref('excluded.embedding'),
            created_at: sql<Date>`now()`,
          }))
          .where('transaction_vectors.user_id', '=', userId),
      )
      .execute()
  }
}
