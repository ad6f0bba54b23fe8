import { NotFoundError, ValidationError } from '../../../domain/errors.js'
import type { CategoryDeps } from './category-deps.js'

/**
 * Deletes a category; its children become top-level. A category still in use (transactions, or
 * rows of other areas naming it) needs `reassignTo`, another of the user's categories, which
 * takes them over; without it the delete is refused (CategoryInUseError) and nothing changes.
 */
export class DeleteCategory {
  readonly #deps: Pick<CategoryDeps, 'categories' | 'clock'>
  constructor(deps: Pick<CategoryDeps, 'categories' | 'clock'>) {
    this.#deps = deps
  }

  async execute(userId: string, id: string, reassignTo?: string): Promise<void> {
    const { categories, clock } = this.#deps
    const all = await categories.list(userId)
    if (!all.some((c) => c.id === id)) throw new NotFoundError('category')
    const target = reassignTo === undefined ? null : all.find((c) => c.id === reassignTo)
    if (target === undefined)
      throw ValidationError.field('/query/reassign_to', 'is not one of your categories')
    if (target?.id === id)
      throw ValidationError.field('/query/reassign_to', 'must be another category than the one deleted')
    if (!(await categories.delete(userId, id, target, clock.now()))) throw new NotFoundError('category')
  }
}
