import type { CategoryRepository } from '../../ports/category-repository.js'
import type { Clock } from '../../ports/clock.js'
import type { CompiledRules } from '../../ports/compiled-rules.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { MerchantChoiceRepository } from '../../ports/merchant-choice-repository.js'
import type { RuleRepository } from '../../ports/rule-repository.js'
import type { RuleTargetStore } from '../../ports/rule-target-store.js'
import type { UnitOfWork } from '../../ports/unit-of-work.js'
import type { RuleWorkBudget } from './rule-work-pace.js'

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
  /** Rules' compiled tests, shared across batches (docs/rules.md "Compiled once per version"). */
  readonly compiledRules: CompiledRules
  /** How apply and preview share the process (docs/rules.md "Time budget"). */
  readonly ruleWorkBudget: RuleWorkBudget
}
