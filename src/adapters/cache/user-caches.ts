import type { Category } from '../../domain/categories/category.js'
import type { MerchantChoice } from '../../domain/categories/merchant-choice.js'
import type { Rule } from '../../domain/rules/rule.js'
import type { UnitOfWork } from '../../application/ports/unit-of-work.js'
import { PerUserCache } from './per-user-cache.js'
import type { UserCacheInvalidation, UserCacheScope, UserErasures } from './user-cache-invalidation.js'

export interface UserCachesOptions {
  /** The categories' and rules' bound on a missed invalidation (docs/scale-out.md "Per-user caches"). */
  readonly ttlMs: number
  /** The budget months' (shorter: a missed budget would skip an alerts' check, docs/budgets.md). */
  readonly budgetMonthsTtlMs: number
  readonly maxUsers: number
}

/**
 * What every transaction write reads of the user and the user rarely changes (docs/performance.md
 * "POST /transactions"): the categories and the enabled rules (categorisation, the category's
 * check), the months with a budget (the alerts' check), the merchant choices (learned). A write
 * to any of them (or the user's erasure) drops the user's entries (a choice: the choices only) here at once, again once it committed, and on every other instance
 * through `invalidation`. An erasure is also told to the `onErased` listeners, at the same moments.
 */
export class UserCaches implements UserErasures {
  readonly categories: PerUserCache<Category[]>
  readonly enabledRules: PerUserCache<Rule[]>
  /** The months with a budget (the budgets' check after each write, docs/budgets.md "Alerts"). */
  readonly budgetMonths: PerUserCache<ReadonlySet<string>>
  /** The merchant keys asked so far and the user's choices for each (none: an empty list). */
  readonly merchantChoices: PerUserCache<ReadonlyMap<string, readonly MerchantChoice[]>>
  readonly #invalidation: UserCacheInvalidation
  readonly #unitOfWork: UnitOfWork
  readonly #erasedListeners: ((userId: string) => void)[] = []

  constructor(invalidation: UserCacheInvalidation, unitOfWork: UnitOfWork, options: UserCachesOptions) {
    this.#invalidation = invalidation
    this.#unitOfWork = unitOfWork
    const { maxUsers } = options
    this.categories = new PerUserCache(invalidation, unitOfWork, { ttlMs: options.ttlMs, maxUsers })
    this.enabledRules = new PerUserCache(invalidation, unitOfWork, { ttlMs: options.ttlMs, maxUsers })
    this.budgetMonths = new PerUserCache(invalidation, unitOfWork, {
      ttlMs: options.budgetMonthsTtlMs,
      maxUsers,
    })
    this.merchantChoices = new PerUserCache(invalidation, unitOfWork, { ttlMs: options.ttlMs, maxUsers })
    invalidation.listen((userId, scope) => this.#forget(userId, scope))
  }

  /**
   * Runs a write to the user's cached data: the entries are dropped before it (a read that
   * overlaps it stores nothing) and again once it committed, when the other instances are told.
   */
  async changing<T>(userId: string, write: () => Promise<T>, scope: UserCacheScope = 'all'): Promise<T> {
    this.#forget(userId, scope)
    try {
      return await write()
    } finally {
      await this.#unitOfWork.afterCommit(async () => {
        this.#forget(userId, scope)
        await this.#invalidation.publish(userId, scope)
      })
    }
  }

  onErased(listener: (userId: string) => void): void {
    this.#erasedListeners.push(listener)
  }

  #forget(userId: string, scope: UserCacheScope): void {
    this.merchantChoices.forget(userId)
    if (scope === 'merchant-choices') return
    this.categories.forget(userId)
    this.enabledRules.forget(userId)
    this.budgetMonths.forget(userId)
    if (scope === 'erased') for (const listener of this.#erasedListeners) listener(userId)
  }
}
