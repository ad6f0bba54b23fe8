import type { MerchantChoice } from '../../domain/categories/merchant-choice.js'
import type { MerchantChoiceRepository } from '../../application/ports/merchant-choice-repository.js'
import { OverUserCaches } from './over-user-caches.js'

/** Keys kept per user at most; past it the user's map starts again from the keys asked. */
const MAX_KEYS_PER_USER = 5_000

/**
 * The user's merchant choices through UserCaches: `forKeys` (the learned step, on every
 * transaction write without a category) answers the keys asked before from the cache, and reads
 * only the new ones (a key never chosen is kept as such). A choice (`record`, `replace`) drops the user's
 * choices on every instance; the rule learning claims is read from the table.
 */
export class CachedMerchantChoiceRepository
  extends OverUserCaches<MerchantChoiceRepository>
  implements MerchantChoiceRepository
{
  async forKeys(userId: string, keys: readonly string[]): Promise<Map<string, MerchantChoice[]>> {
    const known = await this.caches.merchantChoices.read(
      userId,
      async (previous) => {
        const missing = previous ? keys.filter((k) => !previous.has(k)) : keys
        const read = await this.inner.forKeys(userId, missing)
        const merged = new Map(previous && previous.size < MAX_KEYS_PER_USER ? previous : [])
        for (const key of missing) merged.set(key, read.get(key) ?? [])
        return merged
      },
      (kept) => keys.every((k) => kept.has(k)),
    )
    const out = new Map<string, MerchantChoice[]>()
    for (const key of keys) {
      const choices = known.get(key)
      if (choices && choices.length > 0) out.set(key, [...choices])
    }
    return out
  }

  record(userId: string, key: string, categoryId: string, now: Date): Promise<MerchantChoice[]> {
    return this.caches.changing(
      userId,
      () => this.inner.record(userId, key, categoryId, now),
      'merchant-choices',
    )
  }

  learnedRule(userId: string, key: string): Promise<string | undefined> {
    return this.inner.learnedRule(userId, key)
  }

  keyOfRule(userId: string, ruleId: string): Promise<string | undefined> {
    return this.inner.keyOfRule(userId, ruleId)
  }

  replace(userId: string, key: string, choices: readonly MerchantChoice[]): Promise<void> {
    return this.caches.changing(userId, () => this.inner.replace(userId, key, choices), 'merchant-choices')
  }

  claimRule(userId: string, key: string, ruleId: string, now: Date): Promise<boolean> {
    return this.inner.claimRule(userId, key, ruleId, now)
  }
}
