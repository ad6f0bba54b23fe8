/**
 * What changed: everything cached of the user, only the merchant choices (each user's category
 * choice), or everything because the user was erased (DELETE /me: the user's row is gone too).
 */
export type UserCacheScope = 'all' | 'merchant-choices' | 'erased'

/**
 * Told when a user is erased, on this instance at once and on the others through the
 * invalidations: what remembers that the user's row exists (the verified tokens, the cached user
 * row) forgets it, so the next request makes the row again.
 */
export interface UserErasures {
  onErased(listener: (userId: string) => void): void
}

/**
 * How the per-user caches of several instances hear of each other's writes (docs/scale-out.md
 * "Per-user caches"). A write tells every instance which user changed; each drops its entries
 * for that user. `session()` says whether this instance can be sure to hear: an entry is served
 * only in the session it was read in, so a gap in the messages (Redis away) empties the caches.
 */
export interface UserCacheInvalidation {
  /** Tells the other instances that the user's data changed. Never throws. */
  publish(userId: string, scope: UserCacheScope): Promise<void>
  /** Calls `forget` with the user and scope of each change another instance publishes. */
  listen(forget: (userId: string, scope: UserCacheScope) => void): void
  /** The same number while no message can have been missed; undefined: cache nothing now. */
  session(): number | undefined
}

/** One process alone (no REDIS_URL): every write is this instance's own, so nothing is ever missed. */
export const inProcessUserCacheInvalidation: UserCacheInvalidation = {
  publish: async () => undefined,
  listen: () => undefined,
  session: () => 0,
}
