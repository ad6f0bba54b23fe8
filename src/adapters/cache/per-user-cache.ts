import { LRUCache } from 'lru-cache'
import type { UnitOfWork } from '../../application/ports/unit-of-work.js'
import type { UserCacheInvalidation } from './user-cache-invalidation.js'

export interface PerUserCacheOptions {
  /** The longest an entry is served: the bound on a missed invalidation (docs/scale-out.md). */
  readonly ttlMs: number
  readonly maxUsers: number
}

/** One user's entry: filled once its read committed; `session` is the invalidations' when the read began. */
interface Slot<T> {
  readonly session: number
  /** When its read began (Date.now()): a slot still empty long after is abandoned (a rolled-back reader). */
  readonly since: number
  value?: T
}

/** How long other readers leave an empty slot to the read that made it before taking it over. */
const READ_GRACE_MS = 1_000

/**
 * One value per user (a list read on every write, e.g. the user's categories), kept until the
 * user's data changes (`forget`, on this instance's writes and other instances' messages) or
 * `ttlMs` passes. What a read stores:
 * - only a read that no `forget` overlapped: `forget` drops the user's slot, and a read stores
 *   into the slot it began with only while that slot is still the user's;
 * - only the read that made the slot: reads that begin while it runs read for themselves;
 * - only once the reader's unit of work committed (a read inside one may see its own writes,
 *   e.g. the starting categories it made; a rollback must not leave them cached);
 * - only in the invalidations' session the read began in: a gap in the messages drops it.
 */
export class PerUserCache<T> {
  readonly #slots: LRUCache<string, Slot<T>>
  readonly #invalidation: UserCacheInvalidation
  readonly #unitOfWork: UnitOfWork

  constructor(invalidation: UserCacheInvalidation, unitOfWork: UnitOfWork, options: PerUserCacheOptions) {
    this.#invalidation = invalidation
    this.#unitOfWork = unitOfWork
    this.#slots = new LRUCache({ max: options.maxUsers, ttl: options.ttlMs, ttlAutopurge: false })
  }

  /**
   * The user's value, read with `load` when none is kept or the kept one is not `complete` for
   * this caller (a map missing the keys asked: `load` gets it as `previous` to add to).
   */
  async read(
    userId: string,
    load: (previous: T | undefined) => Promise<T>,
    complete: (value: T) => boolean = () => true,
  ): Promise<T> {
    const session = this.#invalidation.session()
    const hit = this.#slots.get(userId)
    const kept = hit && hit.session === session ? hit.value : undefined
    if (kept !== undefined && complete(kept)) return kept
    if (session === undefined) return load(undefined)
    const now = Date.now()
    // Another read of the user is filling the slot: read alone, store nothing. Replacing the slot
    // would make that read store nothing either, and under load no read would ever store.
    if (hit && hit.value === undefined && hit.session === session && now - hit.since < READ_GRACE_MS)
      return load(undefined)
    const slot: Slot<T> = { session, since: now }
    this.#slots.set(userId, slot)
    const value = await load(kept)
    await this.#unitOfWork.afterCommit(async () => {
      if (this.#slots.peek(userId) === slot && this.#invalidation.session() === session) slot.value = value
    })
    return value
  }

  forget(userId: string): void {
    this.#slots.delete(userId)
  }
}
