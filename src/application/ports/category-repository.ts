import type { Category, CategoryDraft } from '../../domain/categories/category.js'

/**
 * The user's categories (docs/categories.md). The first read makes the user's starting set: the
 * defaults, plus one category for each name already on the user's transactions, so that no
 * category a user typed before categories existed is lost.
 *
 * Transactions keep their category by name: a rename and a delete with reassignment change the
 * user's transactions in the same database transaction as the category, so no transaction is
 * ever left naming a category that does not exist.
 */
export interface CategoryRepository {
  /** Every category of the user, parents before their children, by name. Seeds the starting set. */
  list(userId: string): Promise<Category[]>
  /** The user's category, or undefined (another user's is undefined too). */
  get(userId: string, id: string): Promise<Category | undefined>
  /** Throws CategoryNameTakenError when the user has the name already (ignoring case). */
  insert(userId: string, id: string, draft: CategoryDraft, now: Date): Promise<Category>
  /**
   * Replaces the category's fields; a new name (spelling included) is written on every
   * transaction of the user that had the old one, whose version goes up. Undefined when the user
   * has no such category. Throws CategoryNameTakenError.
   */
  update(userId: string, id: string, draft: CategoryDraft, now: Date): Promise<Category | undefined>
  /**
   * Deletes the category; its children become top-level. With `reassignTo` (another category of
   * the user), its transactions take that category's name and every row of another table
   * referring to its id refers to `reassignTo` instead, all in one database transaction. Without
   * it, any such use throws CategoryInUseError naming them, and nothing changes. A move that
   * would break another table's unique rule throws ConflictError. False when the user has no such
   * category.
   */
  delete(userId: string, id: string, reassignTo: Category | null, now: Date): Promise<boolean>
}
