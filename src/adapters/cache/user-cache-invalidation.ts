/** What changed: everything cached of the user, or only the merchant choices (each user's category choice). */
export type UserCacheScope = 'all' | 'merchant-choices'

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
