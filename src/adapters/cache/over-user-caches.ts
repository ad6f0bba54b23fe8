import type { UserCaches } from './user-caches.js'

/**
 * A port in front of another (`inner`: the table, or the port it is read from) that keeps the
 * user's entries in the shared UserCaches: it answers from them, or drops them on a write, on
 * every instance. Each cache adapter says which entries and when.
 */
export abstract class OverUserCaches<Inner> {
  protected readonly inner: Inner
  protected readonly caches: UserCaches

  constructor(inner: Inner, caches: UserCaches) {
    this.inner = inner
    this.caches = caches
  }
}
