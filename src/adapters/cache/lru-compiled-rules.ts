import { LRUCache } from 'lru-cache'
import { compileRuleTest, type RuleTest } from '../../domain/rules/rule-match.js'
import type { Rule } from '../../domain/rules/rule.js'
import type { CompiledRules } from '../../application/ports/compiled-rules.js'

export interface LruCompiledRulesOptions {
  /**
   * The most conditions held, all rules together: the weight of a rule is its number of
   * conditions (at least 1), so a user's largest rule set (500 rules of 20 conditions) is 10,000.
   */
  readonly maxConditions: number
}

/**
 * CompiledRules in process, shared by every user: an LRU keyed by the rule's id and version (its
 * `updatedAt`; every write to a rule's conditions or `match` sets it, kysely-rule-repository.ts).
 * An edited rule gets a new key, and its old version ages out. Not shared across instances: each
 * compiles a version once.
 */
export class LruCompiledRules implements CompiledRules {
  readonly #tests: LRUCache<string, RuleTest>

  constructor(options: LruCompiledRulesOptions) {
    this.#tests = new LRUCache<string, RuleTest>({ maxSize: options.maxConditions })
  }

  testOf(rule: Rule): RuleTest {
    const key = `${rule.id}|${rule.updatedAt.getTime()}`
    let test = this.#tests.get(key)
    if (test === undefined) {
      test = compileRuleTest(rule)
      this.#tests.set(key, test, { size: Math.max(1, rule.conditions.length) })
    }
    return test
  }

  /** How many rule versions are held (for tests and metrics). */
  get size(): number {
    return this.#tests.size
  }
}
