import type { CategoryRepository } from '../../ports/category-repository.js'
import type { Clock } from '../../ports/clock.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { RuleRepository } from '../../ports/rule-repository.js'
import type { RuleTargetStore } from '../../ports/rule-target-store.js'

/** The ports the rules use cases read. */
export interface RulesDeps {
  readonly rules: RuleRepository
  readonly categories: CategoryRepository
  readonly ruleTargets: RuleTargetStore
  readonly clock: Clock
  readonly ids: IdGenerator
}
