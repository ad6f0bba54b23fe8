import type { Category, CategoryKind } from '../../../domain/categories/category.js'
import { parentProblem } from '../../../domain/categories/category-tree.js'
import { ValidationError } from '../../../domain/errors.js'
import type { CategoryDeps } from './category-deps.js'

export interface NewCategory {
  /** Trimmed, 1-60 characters. */
  readonly name: string
  readonly parentId: string | null
  /** Left out: the parent's kind, or expense. */
  readonly kind?: CategoryKind
}

/** Adds a category to the caller's list (made first if this is the first use). */
export class CreateCategory {
  readonly #deps: CategoryDeps
  constructor(deps: CategoryDeps) {
    this.#deps = deps
  }

  async execute(userId: string, input: NewCategory): Promise<Category> {
    const { categories, clock, ids } = this.#deps
    const all = await categories.list(userId)
    const parent = input.parentId === null ? undefined : all.find((c) => c.id === input.parentId)
    if (input.parentId !== null) {
      const problem = parentProblem(all, undefined, input.parentId)
      if (problem) throw ValidationError.field('/parent_id', problem)
    }
    const draft = {
      name: input.name,
      parentId: input.parentId,
      kind: input.kind ?? parent?.kind ?? 'expense',
    }
    return categories.insert(userId, ids.newId(), draft, clock.now())
  }
}
