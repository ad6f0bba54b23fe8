import { categoryNameKey, type Category } from './category.js'

/** The user's category with this name, ignoring case and surrounding spaces. */
export function categoryNamed(all: readonly Category[], name: string): Category | undefined {
  const key = categoryNameKey(name)
  return all.find((c) => categoryNameKey(c.name) === key)
}

/** The category and its children: what a filter or a budget on a parent category covers. */
export function withChildren(all: readonly Category[], category: Category): Category[] {
  return [category, ...all.filter((c) => c.parentId === category.id)]
}

/**
 * Why `parentId` cannot be the parent of category `id` (undefined for a new category), or null
 * when it can. Categories have one level: a parent has no parent, a category with children has
 * none.
 */
export function parentProblem(
  all: readonly Category[],
  id: string | undefined,
  parentId: string,
): string | null {
  if (parentId === id) return 'a category cannot be its own parent'
  const parent = all.find((c) => c.id === parentId)
  if (!parent) return 'is not one of your categories'
  if (parent.parentId !== null)
    return `"${parent.name}" is itself a subcategory, and categories have one level of parents`
  if (id !== undefined && all.some((c) => c.parentId === id))
    return 'this category has subcategories, so it cannot have a parent'
  return null
}
