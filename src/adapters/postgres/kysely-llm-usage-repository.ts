import { sql, type Kysely } from 'kysely'
import type { LlmUsage } from '../../application/ports/llm.js'
import type { LlmUsageRepository } from '../../application/ports/llm-usage-repository.js'
import type { Database } from './schema.js'

export class KyselyLlmUsageRepository implements LlmUsageRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async add(userId: string, day: string, usage: LlmUsage): Promise<void> {
    // One atomic upsert: concurrent calls of the same user add up instead of overwriting.
    await this.#db
      .insertInto('llm_usage')
      .values({
        user_id: userId,
        day,
        requests: 1,
        input_tokens: usage.inputTokens,
        output_tokens: usage.outputTokens,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'day']).doUpdateSet({
          requests: sql`llm_usage.requests + 1`,
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
