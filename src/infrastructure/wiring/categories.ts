import type { CategoryRepository } from '../../application/ports/category-repository.js'
import { KyselyCategoryRepository } from '../../adapters/postgres/kysely-category-repository.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

/** The keys the categories area (categories, rules, categorisation, budgets, recurring) adds. */
export interface CategoriesCradle {
  categories: CategoryRepository
}

type CategoriesNeeds = Pick<FoundationCradle, 'db' | 'clock' | 'ids'>

type Reads = CategoriesCradle & CategoriesNeeds
const singleton = singletonsOf<Reads>()

/** Categories and everything that fills and reads them (docs/categories.md). */
export const categoriesArea = defineArea<CategoriesCradle, CategoriesNeeds>('categories', () => ({
  categories: singleton(KyselyCategoryRepository),
}))
