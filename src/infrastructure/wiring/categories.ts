import type { CategoryRepository } from '../../application/ports/category-repository.js'
import type { TransactionCategorizer } from '../../application/ports/transaction-categorizer.js'
import { PassThroughCategorizer } from '../../application/use-cases/categorization/pass-through-categorizer.js'
import { CreateCategory } from '../../application/use-cases/categories/create-category.js'
import { DeleteCategory } from '../../application/use-cases/categories/delete-category.js'
import { ReadCategories } from '../../application/use-cases/categories/read-categories.js'
import { TransactionCategories } from '../../application/use-cases/categories/transaction-categories.js'
import { UpdateCategory } from '../../application/use-cases/categories/update-category.js'
import { KyselyCategoryRepository } from '../../adapters/postgres/kysely-category-repository.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

/** The keys the categories area (categories, rules, categorisation, budgets, recurring) adds. */
export interface CategoriesCradle {
  categories: CategoryRepository
  /** What the ledger's write paths ask of categorisation (the pipeline replaces the pass-through). */
  transactionCategorizer: TransactionCategorizer
  /** The transactions' CRUD hooks: category validation, source, categorisation, filter by parent. */
  transactionCategories: TransactionCategories
  readCategories: ReadCategories
  createCategory: CreateCategory
  updateCategory: UpdateCategory
  deleteCategory: DeleteCategory
}

type CategoriesNeeds = Pick<FoundationCradle, 'db' | 'clock' | 'ids' | 'unitOfWork'>

type Reads = CategoriesCradle & CategoriesNeeds
const singleton = singletonsOf<Reads>()

/** Categories and everything that fills and reads them (docs/categories.md). */
export const categoriesArea = defineArea<CategoriesCradle, CategoriesNeeds>('categories', () => ({
  categories: singleton(KyselyCategoryRepository),
  transactionCategorizer: singleton(PassThroughCategorizer),
  transactionCategories: singleton(TransactionCategories),
  readCategories: singleton(ReadCategories),
  createCategory: singleton(CreateCategory),
  updateCategory: singleton(UpdateCategory),
  deleteCategory: singleton(DeleteCategory),
}))
