import type { Rule } from '../../domain/rules/rule.js'
import type { RuleDraft, RuleRepository } from '../../application/ports/rule-repository.js'
import { OverUserCaches } from './over-user-caches.js'

/**
 * The user's rules through UserCaches: `listEnabled` (categorisation, on every transaction
 * write) from the cache; every write drops it on every instance. `list` and `get` (the rules'
 * own routes, with their hit counts) read the table; hits do not change what a rule does, so
 * counting them leaves the cache alone.
 */
export class CachedRuleRepository extends OverUserCaches<RuleRepository> implements RuleRepository {
  async listEnabled(userId: string): Promise<Rule[]> {
    return [...(await this.caches.enabledRules.read(userId, () => this.inner.listEnabled(userId)))]
  }

  list(userId: string): Promise<Rule[]> {
    return this.inner.list(userId)
  }

  get(userId: string, id: string): Promise<Rule | undefined> {
    return this.inner.get(userId, id)
  }

  insert(userId: string, id: string, draft: RuleDraft, now: Date): Promise<Rule> {
    return this.caches.changing(userId, () => this.inner.insert(userId, id, draft, now))
  }

  update(userId: string, id: string, draft: RuleDraft, now: Date): Promise<Rule | undefined> {
    return this.caches.changing(userId, () => this.inner.update(userId, id, draft, now))
  }

  delete(userId: string, id: string): Promise<boolean> {
    return this.caches.changing(userId, () => this.inner.delete(userId, id))
  }

  recordHits(userId: string, hits: ReadonlyMap<string, number>): Promise<void> {
    return this.inner.recordHits(userId, hits)
  }
}
