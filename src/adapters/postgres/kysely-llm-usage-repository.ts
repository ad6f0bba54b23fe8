import { sql, type Kysely } from 'kysely'
import type { LlmUsage } from '../../application/ports/llm.js'
import type { DayUsage, LlmUsageRepository } from '../../application/ports/llm-usage-repository.js'
import type { Database } from './schema.js'

export class KyselyLlmUsageRepository implements LlmUsageRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async add(userId: string, day: string, usage: LlmUsage): Promise<void> {
    await this.addAll([{ userId, day, requests: 1, ...usage }])
  }

  /**
   * Adds every row in one atomic upsert: concurrent writers of the same user add up instead of
   * overwriting. At most one row per user and day (Postgres updates a row once per statement).
   */
  async addAll(rows: readonly DayUsage[]): Promise<void> {
    if (rows.length === 0) return
    await this.#db
      .insertInto('llm_usage')
      .values(
        rows.map((r) => ({
          user_id: r.userId,
          day: r.day,
          requests: r.requests,
          input_tokens: r.inputTokens,
          output_tokens: r.outputTokens,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'day']).doUpdateSet({
          requests: sql`llm_usage.requests + excluded.requests`,
          input_tokens: sql`llm_usage.input_tokens + excluded.input_tokens`,
          output_tokens: sql`llm_usage.output_tokens + excluded.output_tokens`,
          updated_at: sql`now()`,
        }),
      )
      .execute()
  }

  async tokensOn(userId: string, day: string): Promise<number> {
    const row = await this.#db
      .selectFrom('llm_usage')
      .select(['input_tokens', 'output_tokens'])
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst()
    return row ? Number(row.input_tokens) + Number(row.output_tokens) : 0
  }
}
