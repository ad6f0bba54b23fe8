import type { Category, CategoryDraft } from '../../../domain/categories/category.js'
import { parentProblem } from '../../../domain/categories/category-tree.js'
import { NotFoundError, ValidationError } from '../../../domain/errors.js'
import type { CategoryDeps } from './category-deps.js'

/**
 * Changes a category's name, parent or kind. A new name is written on every transaction of the
 * user that had the old one, in the same database transaction (CategoryRepository.update).
 */
export class UpdateCategory {
  readonly #deps: Pick<CategoryDeps, 'categories' | 'clock'>
  constructor(deps: Pick<CategoryDeps, 'categories' | 'clock'>) {
    this.#deps = deps
  }

  async execute(userId: string, id: string, patch: Partial<CategoryDraft>): Promise<Category> {
    const { categories, clock } = this.#deps
    const all = await categories.list(userId)
    const current = all.find((c) => c.id === id)
    if (!current) throw new NotFoundError('category')
    if (patch.parentId) {
      const problem = parentProblem(all, id, patch.parentId)
      if (problem) throw ValidationError.field('/parent_id', problem)
    }
    const draft: CategoryDraft = {
      name: patch.name ?? current.name,
      parentId: patch.parentId === undefined ? current.parentId : patch.parentId,
      kind: patch.kind ?? current.kind,
    }
    const updated = await categories.update(userId, id, draft, clock.now())
    if (!updated) throw new NotFoundError('category')
    return updated
  }
}
