import type { MerchantChoice } from '../../src/domain/categories/merchant-choice.js'
import type { MerchantChoiceRepository } from '../../src/application/ports/merchant-choice-repository.js'

/** The MerchantChoiceRepository contract (test/contracts/categorization-stores.test.ts) in memory. */
export class InMemoryMerchantChoiceRepository implements MerchantChoiceRepository {
  /** `${userId}|${key}` -> choices by category id. */
  readonly #choices = new Map<string, Map<string, MerchantChoice>>()
  readonly #rules = new Map<string, string>()

  async forKeys(userId: string, keys: readonly string[]): Promise<Map<string, MerchantChoice[]>> {
    const out = new Map<string, MerchantChoice[]>()
    for (const key of keys) {
      const chosen = this.#choices.get(`${userId}|${key}`)
      if (chosen) out.set(key, [...chosen.values()])
    }
    return out
  }

  async record(userId: string, key: string, categoryId: string, now: Date): Promise<MerchantChoice[]> {
    const chosen = this.#choices.get(`${userId}|${key}`) ?? new Map<string, MerchantChoice>()
    const before = chosen.get(categoryId)?.choices ?? 0
    chosen.set(categoryId, { categoryId, choices: before + 1, lastChosenAt: now })
    this.#choices.set(`${userId}|${key}`, chosen)
    return [...chosen.values()]
  }

  async learnedRule(userId: string, key: string): Promise<string | undefined> {
    return this.#rules.get(`${userId}|${key}`)
  }

  async keyOfRule(userId: string, ruleId: string): Promise<string | undefined> {
    for (const [at, id] of this.#rules)
      if (id === ruleId && at.startsWith(`${userId}|`)) return at.slice(userId.length + 1)
    return undefined
  }

  async replace(userId: string, key: string, choices: readonly MerchantChoice[]): Promise<void> {
    if (choices.length === 0) this.#choices.delete(`${userId}|${key}`)
    else this.#choices.set(`${userId}|${key}`, new Map(choices.map((c) => [c.categoryId, { ...c }])))
  }

  async claimRule(userId: string, key: string, ruleId: string): Promise<boolean> {
    if (this.#rules.has(`${userId}|${key}`)) return false
    this.#rules.set(`${userId}|${key}`, ruleId)
    return true
  }
}
