import type { CategoryRepository } from '../../application/ports/category-repository.js'
import type { TransactionCategorizer } from '../../application/ports/transaction-categorizer.js'
import type { RuleRepository } from '../../application/ports/rule-repository.js'
import type { MerchantChoiceRepository } from '../../application/ports/merchant-choice-repository.js'
import type { CategorizationStep } from '../../application/use-cases/categorization/categorization-step.js'
import { RuleStep } from '../../application/use-cases/rules/rule-step.js'
import { CreateCategory } from '../../application/use-cases/categories/create-category.js'
import { DeleteCategory } from '../../application/use-cases/categories/delete-category.js'
import { ReadCategories } from '../../application/use-cases/categories/read-categories.js'
import { TransactionCategories } from '../../application/use-cases/categories/transaction-categories.js'
import { UpdateCategory } from '../../application/use-cases/categories/update-category.js'
import { ManageRules } from '../../application/use-cases/rules/manage-rules.js'
import { ApplyRules } from '../../application/use-cases/rules/apply-rules.js'
import type { RuleTargetStore } from '../../application/ports/rule-target-store.js'
import { KyselyRuleTargetStore } from '../../adapters/postgres/kysely-rule-target-store.js'
import { KyselyCategoryRepository } from '../../adapters/postgres/kysely-category-repository.js'
import { KyselyRuleRepository } from '../../adapters/postgres/kysely-rule-repository.js'
import { CachedCategoryRepository } from '../../adapters/cache/cached-category-repository.js'
import { CachedRuleRepository } from '../../adapters/cache/cached-rule-repository.js'
import type { UserCacheInvalidation } from '../../adapters/cache/user-cache-invalidation.js'
import { UserCaches } from '../../adapters/cache/user-caches.js'
import { LruCompiledRules } from '../../adapters/cache/lru-compiled-rules.js'
import type { CompiledRules } from '../../application/ports/compiled-rules.js'
import {
  DEFAULT_RULE_WORK_BUDGET,
  type RuleWorkBudget,
} from '../../application/use-cases/rules/rule-work-pace.js'
import { asFunction, asValue } from 'awilix'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

/** The keys the categories area (categories, rules, categorisation, budgets, recurring) adds. */
export interface CategoriesCradle {
  /** The user's categories and enabled rules, read by every transaction write (docs/scale-out.md). */
  userCaches: UserCaches
  /** Through userCaches: `list` is cached. */
  categories: CategoryRepository
  /** Through userCaches: `listEnabled` is cached. */
  rules: RuleRepository
  /** Rules' compiled tests, kept per rule version, shared by every user (docs/rules.md). */
  compiledRules: CompiledRules
  /** How bulk rule matching shares the process: slices, and apply's and preview's budget (docs/rules.md). */
  ruleWorkBudget: RuleWorkBudget
  /** The first categorisation step: the user's rules (docs/rules.md). */
  ruleStep: CategorizationStep
  /** The transactions' CRUD hooks: category validation, source, categorisation, filter by parent. */
  transactionCategories: TransactionCategories
  readCategories: ReadCategories
  createCategory: CreateCategory
  updateCategory: UpdateCategory
  deleteCategory: DeleteCategory
  ruleTargets: RuleTargetStore
  manageRules: ManageRules
  applyRules: ApplyRules
}

interface CategoriesNeeds extends Pick<FoundationCradle, 'db' | 'clock' | 'ids' | 'unitOfWork'> {
  userCacheInvalidation: UserCacheInvalidation
  /** The categorisation area's pipeline, which the transactions' hooks call. */
  transactionCategorizer: TransactionCategorizer
  /** The categorisation area's merchant memory, which a learned rule's edit moves. */
  merchantChoices: MerchantChoiceRepository
}

type Reads = CategoriesCradle & CategoriesNeeds
const singleton = singletonsOf<Reads>()

/**
 * How long a cached entry may be served: the bound on another instance's write reaching this
 * one when its invalidation is lost (Redis away for the writer only), or without Redis at all
 * (docs/scale-out.md "Per-user caches"). Budget months: shorter, since a budget this instance
 * does not know of yet skips an alerts' check (docs/budgets.md "Alerts").
 */
const USER_CACHE_TTL = { ttlMs: 10_000, budgetMonthsTtlMs: 1_000 } as const

/** Categories and everything that fills and reads them (docs/categories.md). */
export const categoriesArea = defineArea<CategoriesCradle, CategoriesNeeds>('categories', () => ({
  userCaches: asFunction(
    (c: Reads) =>
      new UserCaches(c.userCacheInvalidation, c.unitOfWork, { ...USER_CACHE_TTL, maxUsers: 20_000 }),
  ).singleton(),
  categories: asFunction(
    (c: Reads) => new CachedCategoryRepository(new KyselyCategoryRepository(c), c.userCaches),
  ).singleton(),
  rules: asFunction(
    (c: Reads) => new CachedRuleRepository(new KyselyRuleRepository(c), c.userCaches),
  ).singleton(),
  // 20,000 conditions, about 200 MB at most (a compiled and used pattern holds about 10 KB): two
  // users at the largest rule set (500 rules of 20 patterns), or thousands of ordinary ones.
  compiledRules: asFunction(() => new LruCompiledRules({ maxConditions: 20_000 })).singleton(),
  ruleWorkBudget: asValue(DEFAULT_RULE_WORK_BUDGET),
  ruleStep: singleton(RuleStep),
  transactionCategories: singleton(TransactionCategories),
  readCategories: singleton(ReadCategories),
  createCategory: singleton(CreateCategory),
  updateCategory: singleton(UpdateCategory),
  deleteCategory: singleton(DeleteCategory),
  ruleTargets: singleton(KyselyRuleTargetStore),
  manageRules: singleton(ManageRules),
  applyRules: singleton(ApplyRules),
}))
