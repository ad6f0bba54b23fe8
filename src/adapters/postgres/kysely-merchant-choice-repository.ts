import { sql, type Kysely, type Selectable } from 'kysely'
import type { MerchantChoice } from '../../domain/categories/merchant-choice.js'
import type { MerchantChoiceRepository } from '../../application/ports/merchant-choice-repository.js'
import type { Database } from './schema.js'
import type { MerchantChoicesTable } from './tables/categorization.js'

const choiceFromRow = (r: Selectable<MerchantChoicesTable>): MerchantChoice => ({
  categoryId: r.category_id,
  choices: r.choices,
  lastChosenAt: r.last_chosen_at,
})

/** merchant_choices and learned_merchant_rules on Postgres; every statement names user_id. */
export class KyselyMerchantChoiceRepository implements MerchantChoiceRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async forKeys(userId: string, keys: readonly string[]): Promise<Map<string, MerchantChoice[]>> {
    const byKey = new Map<string, MerchantChoice[]>()
    if (keys.length === 0) return byKey
    // One array parameter, whatever the batch's size.
    const rows = await this.#db
      .selectFrom('merchant_choices')
      .selectAll()
      .where('user_id', '=', userId)
      .where(sql<boolean>`merchant_key = ANY(${[...keys]}::text[])`)
      .execute()
    for (const r of rows) {
      const list = byKey.get(r.merchant_key) ?? []
      list.push(choiceFromRow(r))
      byKey.set(r.merchant_key, list)
    }
    return byKey
  }

  async record(userId: string, key: string, categoryId: string, now: Date): Promise<MerchantChoice[]> {
    await this.#db
      .insertInto('merchant_choices')
      .values({
        user_id: userId,
        merchant_key: key,
        category_id: categoryId,
        choices: 1,
        last_chosen_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'merchant_key', 'category_id']).doUpdateSet((eb) => ({
          choices: eb('merchant_choices.choices', '+', 1),
          last_chosen_at: now,
        })),
      )
      .execute()
    return (await this.forKeys(userId, [key])).get(key) ?? []
  }

  async learnedRule(userId: string, key: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('learned_merchant_rules')
      .select('rule_id')
      .where('user_id', '=', userId)
      .where('merchant_key', '=', key)
      .executeTakeFirst()
    return row?.rule_id
  }

  async keyOfRule(userId: string, ruleId: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('learned_merchant_rules')
      .select('merchant_key')
      .where('user_id', '=', userId)
      .where('rule_id', '=', ruleId)
      .executeTakeFirst()
    return row?.merchant_key
  }

  async replace(userId: string, key: string, choices: readonly MerchantChoice[]): Promise<void> {
    await this.#db
      .deleteFrom('merchant_choices')
      .where('user_id', '=', userId)
      .where('merchant_key', '=', key)
      .execute()
    if (choices.length === 0) return
    await this.#db
      .insertInto('merchant_choices')
      .values(
        choices.map((c) => ({
          user_id: userId,
          merchant_key: key,
          category_id: c.categoryId,
          choices: c.choices,
          last_chosen_at: c.lastChosenAt,
        })),
      )
      .execute()
  }

  async claimRule(userId: string, key: string, ruleId: string, now: Date): Promise<boolean> {
    const result = await this.#db
      .insertInto('learned_merchant_rules')
      .values({ user_id: userId, merchant_key: key, rule_id: ruleId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'merchant_key']).doNothing())
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
  }
}
