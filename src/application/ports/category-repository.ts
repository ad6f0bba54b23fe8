import type { Category } from '../../domain/categories/category.js'

/**
 * The user's categories (docs/categories.md). The first read makes the user's starting set: the
 * defaults, plus one category for each name already on the user's transactions, so that no
 * category a user typed before categories existed is lost.
 */
export interface CategoryRepository {
  /** Every category of the user, parents before their children, by name. */
  list(userId: string): Promise<Category[]>
}
