import { randomUUID } from 'node:crypto'
import { DEFAULT_CATEGORIES, type Category } from '../../src/domain/categories/category.js'
import type { CategoryRepository } from '../../src/application/ports/category-repository.js'

/** The CategoryRepository contract (test/contracts) in memory: the default set on first read. */
export class InMemoryCategoryRepository implements CategoryRepository {
  readonly byUser = new Map<string, Category[]>()

  async list(userId: string): Promise<Category[]> {
    let list = this.byUser.get(userId)
    if (!list) {
      const at = new Date()
      list = DEFAULT_CATEGORIES.map((d) => ({
        id: randomUUID(),
        userId,
        name: d.name,
        parentId: null,
        kind: d.kind,
        createdAt: at,
      }))
      this.byUser.set(userId, list)
    }
    return [...list].sort(
      (a, b) => Number(a.parentId !== null) - Number(b.parentId !== null) || a.name.localeCompare(b.name),
    )
  }
}
