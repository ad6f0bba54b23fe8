import type { Category, CategoryDraft } from '../../domain/categories/category.js'
import type { CategoryRepository } from '../../application/ports/category-repository.js'
import type { UserCaches } from './user-caches.js'

/**
 * The user's categories through UserCaches: `list` (read by every transaction write) from the
 * cache; every write drops it on every instance. `get` reads the table.
 */
export class CachedCategoryRepository implements CategoryRepository {
  readonly #inner: CategoryRepository
  readonly #caches: UserCaches

  constructor(inner: CategoryRepository, caches: UserCaches) {
    this.#inner = inner
    this.#caches = caches
  }

  async list(userId: string): Promise<Category[]> {
    // A copy: the cached list is shared by every reader.
    return [...(await this.#caches.categories.read(userId, () => this.#inner.list(userId)))]
  }

  get(userId: string, id: string): Promise<Category | undefined> {
    return this.#inner.get(userId, id)
  }

  insert(userId: string, id: string, draft: CategoryDraft, now: Date): Promise<Category> {
    return this.#caches.changing(userId, () => this.#inner.insert(userId, id, draft, now))
  }

  update(userId: string, id: string, draft: CategoryDraft, now: Date): Promise<Category | undefined> {
    return this.#caches.changing(userId, () => this.#inner.update(userId, id, draft, now))
  }

  delete(userId: string, id: string, reassignTo: Category | null, now: Date): Promise<boolean> {
    return this.#caches.changing(userId, () => this.#inner.delete(userId, id, reassignTo, now))
  }
}
