import { categoryNameKey, type Category, type CategoryKind } from '../../../domain/categories/category.js'
import { categoryNameProblem } from '../../../domain/categories/category-name.js'
import { ValidationError, type FieldError } from '../../../domain/errors.js'
import type { CategoryRepository } from '../../ports/category-repository.js'

/** A category name as a user wrote it on some write, where it was written, and the kind a new one takes. */
export interface CategoryNameWritten {
  readonly name: string
  readonly kind: CategoryKind
  /** The JSON pointer a bad name is refused at (`/category`, `/actions/category`). */
  readonly pointer: string
}

/**
 * The one place a category name a user writes becomes one of the user's categories
 * (docs/categories.md "Names"), whichever road it came in by (a transaction, a rule's action):
 * the user's category with that name ignoring case and surrounding spaces (`" Food "` is
 * `food`), else a new top-level category of the given kind, made on the write. The answer is the
 * category as stored, so the caller stores its spelling. Only an empty name or one over 60
 * characters is refused (ValidationError, one entry per bad name). Reads the (cached) list;
 * writes only when a name is new.
 */
export async function resolveCategories(
  categories: CategoryRepository,
  userId: string,
  written: readonly CategoryNameWritten[],
  now: Date,
): Promise<Category[]> {
  const errors: FieldError[] = []
  for (const { name, pointer } of written) {
    const problem = categoryNameProblem(name)
    if (problem !== null) errors.push({ pointer, detail: `the category name ${problem}` })
  }
  if (errors.length > 0) throw new ValidationError(errors)
  if (written.length === 0) return []
  const all = await categories.list(userId)
  const byKey = new Map(all.map((c) => [categoryNameKey(c.name), c]))
  const missing = written.filter((w) => !byKey.has(categoryNameKey(w.name)))
  if (missing.length > 0) {
    const made = await categories.ensure(
      userId,
      missing.map((w) => ({ name: w.name.trim(), kind: w.kind })),
      now,
    )
    for (const category of made) byKey.set(categoryNameKey(category.name), category)
  }
  return written.map((w) => {
    const category = byKey.get(categoryNameKey(w.name))
    if (!category) throw new Error(`the category "${w.name}" was neither found nor made`)
    return category
  })
}

/** resolveCategories for one name. */
export async function resolveCategory(
  categories: CategoryRepository,
  userId: string,
  written: CategoryNameWritten,
  now: Date,
): Promise<Category> {
  const [category] = await resolveCategories(categories, userId, [written], now)
  if (!category) throw new Error(`the category "${written.name}" was neither found nor made`)
  return category
}
