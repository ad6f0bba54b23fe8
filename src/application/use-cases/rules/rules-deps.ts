import type { CategoryRepository } from '../../ports/category-repository.js'
import type { Clock } from '../../ports/clock.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { MerchantChoiceRepository } from '../../ports/merchant-choice-repository.js'
import type { RuleRepository } from '../../ports/rule-repository.js'
import type { RuleTargetStore } from '../../ports/rule-target-store.js'
import type { UnitOfWork } from '../../ports/unit-of-work.js'

/** The ports the rules use cases read. */
export interface RulesDeps {
  readonly rules: RuleRepository
  readonly categories: CategoryRepository
  readonly ruleTargets: RuleTargetStore
  /** What learning remembers per merchant: a learned rule's edit moves it (ManageRules). */
  readonly merchantChoices: MerchantChoiceRepository
  readonly unitOfWork: UnitOfWork
  readonly clock: Clock
  readonly ids: IdGenerator
}
