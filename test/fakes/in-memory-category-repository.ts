import { randomUUID } from 'node:crypto'
import {
  CATEGORY_NAME_MAX,
  categoryNameKey,
  DEFAULT_CATEGORIES,
  type Category,
  type CategoryDraft,
} from '../../src/domain/categories/category.js'
import { CategoryInUseError, CategoryNameTakenError } from '../../src/domain/categories/category-errors.js'
import type { CategoryRepository, WantedCategory } from '../../src/application/ports/category-repository.js'
import type { Transaction } from '../../src/domain/ledger/transaction.js'
import { InMemoryTransactionRepository } from './in-memory-transaction-repository.js'

/**
 * The CategoryRepository contract (test/contracts) in memory, over the transactions of an
 * InMemoryTransactionRepository (its own when none is given). No other table refers to a
 * category here, so a delete's uses are its transactions.
 */
export class InMemoryCategoryRepository implements CategoryRepository {
  readonly byUser = new Map<string, Category[]>()

  constructor(readonly transactions = new InMemoryTransactionRepository()) {}

  async list(userId: string): Promise<Category[]> {
    return [...this.#seeded(userId)].sort(
      (a, b) =>
        Number(a.parentId !== null) - Number(b.parentId !== null) ||
        categoryNameKey(a.name).localeCompare(categoryNameKey(b.name)),
    )
  }

  async get(userId: string, id: string): Promise<Category | undefined> {
    return this.byUser.get(userId)?.find((c) => c.id === id)
  }

  async ensure(userId: string, wanted: readonly WantedCategory[], now: Date): Promise<Category[]> {
    const list = this.#seeded(userId)
    return wanted.map(({ name, kind }) => {
      const found = list.find((c) => categoryNameKey(c.name) === categoryNameKey(name))
      if (found) return found
      const made: Category = { id: randomUUID(), userId, name, parentId: null, kind, createdAt: now }
      list.push(made)
      return made
    })
  }

  async insert(userId: string, id: string, draft: CategoryDraft, now: Date): Promise<Category> {
    const list = this.#seeded(userId)
    this.#refuseTaken(list, draft.name, id)
    const category: Category = { ...draft, id, userId, createdAt: now }
    list.push(category)
    return category
  }

  async update(userId: string, id: string, draft: CategoryDraft, now: Date): Promise<Category | undefined> {
    const list = this.byUser.get(userId) ?? []
    const index = list.findIndex((c) => c.id === id)
    const before = list[index]
    if (!before) return undefined
    this.#refuseTaken(list, draft.name, id)
    const after: Category = { ...before, ...draft }
    list[index] = after
    if (before.name !== after.name) this.#rename(userId, before.name, after.name, now)
    return after
  }

  async delete(userId: string, id: string, reassignTo: Category | null, now: Date): Promise<boolean> {
    const list = this.byUser.get(userId) ?? []
    const category = list.find((c) => c.id === id)
    if (!category) return false
    if (reassignTo) this.#rename(userId, category.name, reassignTo.name, now)
    else {
      const count = this.#named(userId, category.name).length
      if (count > 0) throw new CategoryInUseError(category.name, [{ what: 'transactions', count }])
    }
    this.byUser.set(
      userId,
      list.filter((c) => c.id !== id).map((c) => (c.parentId === id ? { ...c, parentId: null } : c)),
    )
    return true
  }

  /** The user's list, made on first use: the defaults and the names on the user's transactions. */
  #seeded(userId: string): Category[] {
    let list = this.byUser.get(userId)
    if (!list) {
      const at = new Date()
      const seeds = new Map(DEFAULT_CATEGORIES.map((d) => [categoryNameKey(d.name), d]))
      for (const t of this.transactions.rows.values()) {
        const name = t.userId === userId ? t.category?.trim().slice(0, CATEGORY_NAME_MAX) : undefined
        if (name && !seeds.has(categoryNameKey(name)))
          seeds.set(categoryNameKey(name), { name, kind: 'expense' })
      }
      list = [...seeds.values()].map((d) => ({
        id: randomUUID(),
        userId,
        name: d.name,
        parentId: null,
        kind: d.kind,
        createdAt: at,
      }))
      this.byUser.set(userId, list)
    }
    return list
  }

  #refuseTaken(list: readonly Category[], name: string, id: string): void {
    if (list.some((c) => c.id !== id && categoryNameKey(c.name) === categoryNameKey(name)))
      throw new CategoryNameTakenError(name)
  }

  #named(userId: string, name: string): Transaction[] {
    return [...this.transactions.rows.values()].filter(
      (t) => t.userId === userId && t.category?.toLowerCase() === name.toLowerCase(),
    )
  }

  #rename(userId: string, from: string, to: string, now: Date): void {
    for (const t of this.#named(userId, from))
      this.transactions.rows.set(t.id, { ...t, category: to, version: t.version + 1, updatedAt: now })
  }
}
