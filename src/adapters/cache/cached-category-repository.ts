import type { Category, CategoryDraft } from '../../domain/categories/category.js'
import type { CategoryRepository, WantedCategory } from '../../application/ports/category-repository.js'
import { OverUserCaches } from './over-user-caches.js'

/**
 * The user's categories through UserCaches: `list` (read by every transaction write) from the
 * cache; every write drops it on every instance. `get` reads the table.
 */
export class CachedCategoryRepository
  extends OverUserCaches<CategoryRepository>
  implements CategoryRepository
{
  async list(userId: string): Promise<Category[]> {
    // A copy: the cached list is shared by every reader.
    return [...(await this.caches.categories.read(userId, () => this.inner.list(userId)))]
  }

  get(userId: string, id: string): Promise<Category | undefined> {
    return this.inner.get(userId, id)
  }

  ensure(userId: string, wanted: readonly WantedCategory[], now: Date): Promise<Category[]> {
    return this.caches.changing(userId, () => this.inner.ensure(userId, wanted, now))
  }

  insert(userId: string, id: string, draft: CategoryDraft, now: Date): Promise<Category> {
    return this.caches.changing(userId, () => this.inner.insert(userId, id, draft, now))
  }

  update(userId: string, id: string, draft: CategoryDraft, now: Date): Promise<Category | undefined> {
    return this.caches.changing(userId, () => this.inner.update(userId, id, draft, now))
  }

  delete(userId: string, id: string, reassignTo: Category | null, now: Date): Promise<boolean> {
    return this.caches.changing(userId, () => this.inner.delete(userId, id, reassignTo, now))
  }
}
