import { sql, type Kysely } from 'kysely'
import type {
  RuleChange,
  RuleTarget,
  RuleTargetCursor,
  RuleTargetStore,
} from '../../application/ports/rule-target-store.js'
import { storedDecimal } from './kysely-owned-rows.js'
import type { Database } from './schema.js'

/** RuleTargetStore on the `transactions` table; uses its (user_id, occurred_at) index. */
export class KyselyRuleTargetStore implements RuleTargetStore {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async uncategorized(userId: string, after: RuleTargetCursor | null, limit: number): Promise<RuleTarget[]> {
    let query = this.#db
      .selectFrom('transactions')
      .select([
        'id',
        'occurred_at',
        'amount',
        'type',
        'currency',
        'account_id',
        'merchant',
        'description',
        'notes',
      ])
      .where('user_id', '=', userId)
      .where('category_source', '=', 'none')
      .where('category', 'is', null)
    if (after)
      query = query.where((eb) =>
        eb(eb.refTuple('occurred_at', 'id'), '<', eb.tuple(after.occurredAt, after.id)),
      )
    const rows = await query.orderBy('occurred_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
    return rows.map((r) => ({
      id: r.id,
      occurredAt: r.occurred_at,
      amount: storedDecimal(r.amount),
      type: r.type,
      currency: r.currency,
      accountId: r.account_id,
      merchant: r.merchant,
      description: r.description,
      notes: r.notes,
    }))
  }

  async write(userId: string, changes: readonly RuleChange[], now: Date): Promise<string[]> {
    if (changes.length === 0) return []
    const column = <T>(pick: (c: RuleChange) => T) => changes.map(pick)
    const { rows } = await sql<{ id: string }>`
      UPDATE transactions AS t SET
        category = coalesce(c.category, t.category),
        category_source = CASE WHEN c.category IS NULL THEN t.category_source ELSE 'rule' END,
        category_confidence = CASE WHEN c.category IS NULL THEN t.category_confidence ELSE 1 END,
        merchant = coalesce(c.merchant, t.merchant),
        notes = CASE WHEN c.notes IS NOT NULL AND t.notes IS NOT DISTINCT FROM c.notes_before
                THEN c.notes ELSE t.notes END,
        version = t.version + 1,
        updated_at = ${now}
      FROM unnest(${column((c) => c.id)}::uuid[], ${column((c) => c.category)}::text[],
        ${column((c) => c.merchant)}::text[], ${column((c) => c.notes)}::text[],
        ${column((c) => c.notesBefore)}::text[]) AS c(id, category, merchant, notes, notes_before)
      WHERE t.user_id = ${userId} AND t.id = c.id AND t.category_source = 'none' AND t.category IS NULL
      RETURNING t.id`.execute(this.#db)
    return rows.map((r) => r.id)
  }
}
