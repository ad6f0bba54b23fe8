import { sql, type Kysely } from 'kysely'
import type { MemoryDraft, MemoryPeriod, ScoredMemory } from '../../domain/memory/memory.js'
import { topK } from '../../domain/memory/similarity.js'
import type { MemoryStore } from '../../application/ports/memory-store.js'
import type { Database } from './schema.js'

/** float4 little-endian: 1.5 KB per 384-d vector, decoded in JS faster than a real[] is parsed. */
export function encodeVector(vector: readonly number[]): Buffer {
  const bytes = Buffer.alloc(vector.length * 4)
  vector.forEach((v, i) => bytes.writeFloatLE(v, i * 4))
  return bytes
}

export function decodeVector(bytes: Buffer): number[] {
  const out = new Array<number>(bytes.length / 4)
  for (let i = 0; i < out.length; i++) out[i] = bytes.readFloatLE(i * 4)
  return out
}

/** user_embeddings on Postgres; similarity is scored in the process (no pgvector here). */
export class KyselyMemoryStore implements MemoryStore {
  readonly #db: Kysely<Database>

  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async upsertMany(drafts: readonly MemoryDraft[]): Promise<number> {
    // One statement cannot update the same row twice: keep the last draft of each key.
    const unique = new Map(drafts.map((d) => [`${d.userId}|${d.period}|${d.periodStart}`, d]))
    if (unique.size === 0) return 0
    const rows = [...unique.values()].map((d) => ({
      user_id: d.userId,
      period: d.period,
      period_start: d.periodStart,
      content: d.content,
      embedding: encodeVector(d.embedding),
      model: d.model,
    }))
    const result = await this.#db
      .insertInto('user_embeddings')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['user_id', 'period', 'period_start']).doUpdateSet((eb) => ({
          content: eb.ref('excluded.content'),
          embedding: eb.ref('excluded.embedding'),
          model: eb.ref('excluded.model'),
          updated_at: sql<Date>`now()`,
        })),
      )
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0n)
  }

  async topK(
    userId: string,
    vector: readonly number[],
    k: number,
    options: { readonly period?: MemoryPeriod } = {},
  ): Promise<ScoredMemory[]> {
    if (k <= 0) return []
    let query = this.#db.selectFrom('user_embeddings').selectAll().where('user_id', '=', userId)
    if (options.period) query = query.where('period', '=', options.period)
    const rows = await query.orderBy('period_start', 'desc').orderBy('id').execute()
    const memories = rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      period: r.period as MemoryPeriod,
      periodStart: r.period_start,
      content: r.content,
      embedding: decodeVector(r.embedding),
      model: r.model,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }))
    return topK(memories, (m) => m.embedding, vector, k).map(({ item, score }) => ({ ...item, score }))
  }
}
