import type { Category } from '../../../domain/categories/category.js'
import { NotFoundError } from '../../../domain/errors.js'
import type { CategoryDeps } from './category-deps.js'

/** The caller's categories (the starting set on first use), or one of them; another user's is missing. */
export class ReadCategories {
  readonly #deps: Pick<CategoryDeps, 'categories'>
  constructor(deps: Pick<CategoryDeps, 'categories'>) {
    this.#deps = deps
  }

  list(userId: string): Promise<Category[]> {
    return this.#deps.categories.list(userId)
  }

  async get(userId: string, id: string): Promise<Category> {
    const category = await this.#deps.categories.get(userId, id)
    if (!category) throw new NotFoundError('category')
    return category
  }
}
