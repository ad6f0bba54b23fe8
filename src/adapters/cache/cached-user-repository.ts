import { LRUCache } from 'lru-cache'
import type { User, UserSettingsPatch } from '../../domain/user.js'
import type { RecentUsers, UserRepository } from '../../application/ports/user-repository.js'

export interface UserCacheOptions {
  /** How old a row `recent` may serve: another instance's PATCH /me shows within this. */
  readonly ttlMs: number
  readonly maxEntries: number
}

/**
 * The users table with a short per-user cache for the hot paths that read a user's settings on
 * every request (the advisor's base currency): `recent` serves a row read at most `ttlMs` ago.
 * Every write through this instance (`ensure`, `update`, hence PATCH /me and DELETE /me) drops the
 * user's entry, so this instance sees its own writes at once; other instances' writes show within
 * `ttlMs` (docs/performance.md). `ensureAll` keeps the rows it made (a new user's defaults).
 * `get` always reads the table (GET /me stays read-your-writes on every instance) and refreshes the
 * entry. `forget` drops it (the user's erasure, on every instance: the row is gone).
 */
export class CachedUserRepository implements UserRepository, RecentUsers {
  readonly #inner: UserRepository
  readonly #cache: LRUCache<string, User>
  /** Bumped by every write: a read that overlapped one does not store what it read (it may be older). */
  #writes = 0

  constructor(inner: UserRepository, { ttlMs, maxEntries }: UserCacheOptions) {
    this.#inner = inner
    this.#cache = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlAutopurge: false })
  }

  async recent(userId: string): Promise<User> {
    const hit = this.#cache.get(userId)
    if (hit) return hit
    const writes = this.#writes
    const user = (await this.#inner.get(userId)) ?? (await this.#inner.ensure(userId))
    if (writes === this.#writes) this.#cache.set(userId, user)
    return user
  }

  async get(userId: string): Promise<User | undefined> {
    const writes = this.#writes
    const user = await this.#inner.get(userId)
    if (user && writes === this.#writes) this.#cache.set(userId, user)
    return user
  }

  async ensure(userId: string): Promise<User> {
    this.#forget(userId)
    try {
      return await this.#inner.ensure(userId)
    } finally {
      this.#forget(userId)
    }
  }

  /**
   * The rows the insert made are the rows as stored (defaults, no settings yet), so they are kept
   * as `recent` would keep a read: a new user's first question then reads no row. Like a read, they
   * are not kept if a write through this instance overlapped the insert. Rows that already existed
   * (made by another instance, or earlier) are not returned, so they are read as before.
   */
  async ensureAll(userIds: readonly string[]): Promise<readonly User[]> {
    const writes = this.#writes
    const made = await this.#inner.ensureAll(userIds)
    if (writes === this.#writes) for (const user of made) this.#cache.set(user.id, user)
    return made
  }

  async update(userId: string, patch: UserSettingsPatch): Promise<User | undefined> {
    this.#forget(userId)
    try {
      return await this.#inner.update(userId, patch)
    } finally {
      this.#forget(userId)
    }
  }

  listIdsAfter(afterId: string | undefined, limit: number): Promise<string[]> {
    return this.#inner.listIdsAfter(afterId, limit)
  }

  /** The user's row changed or went elsewhere (an erasure): the next `recent` reads the table. */
  forget(userId: string): void {
    this.#forget(userId)
  }

  #forget(userId: string): void {
    this.#writes += 1
    this.#cache.delete(userId)
  }
}
