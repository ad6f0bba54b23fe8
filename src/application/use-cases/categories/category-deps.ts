import type { Clock } from '../../ports/clock.js'
import type { CategoryRepository } from '../../ports/category-repository.js'
import type { IdGenerator } from '../../ports/id-generator.js'

/** What the category use cases need. */
export interface CategoryDeps {
  readonly categories: CategoryRepository
  readonly clock: Clock
  readonly ids: IdGenerator
}
