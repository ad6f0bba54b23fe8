import type { CategoryRepository } from '../../application/ports/category-repository.js'
import type { TransactionCategorizer } from '../../application/ports/transaction-categorizer.js'
import type { RuleRepository } from '../../application/ports/rule-repository.js'
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
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

/** The keys the categories area (categories, rules, categorisation, budgets, recurring) adds. */
export interface CategoriesCradle {
  categories: CategoryRepository
  rules: RuleRepository
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
  /** The categorisation area's pipeline, which the transactions' hooks call. */
  transactionCategorizer: TransactionCategorizer
}

type Reads = CategoriesCradle & CategoriesNeeds
const singleton = singletonsOf<Reads>()

/** Categories and everything that fills and reads them (docs/categories.md). */
export const categoriesArea = defineArea<CategoriesCradle, CategoriesNeeds>('categories', () => ({
  categories: singleton(KyselyCategoryRepository),
  rules: singleton(KyselyRuleRepository),
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
