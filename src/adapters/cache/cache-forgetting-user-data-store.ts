import type { UserDataStore, UserRecords } from '../../application/ports/user-data-store.js'
import type { UserCaches } from './user-caches.js'

/**
 * The user's data store whose erasure (DELETE /me) drops the user's cached entries on every
 * instance, and tells each instance's erasure listeners (UserCaches.onErased).
 */
export class CacheForgettingUserDataStore implements UserDataStore {
  readonly #inner: UserDataStore
  readonly #caches: UserCaches

  constructor(inner: UserDataStore, caches: UserCaches) {
    this.#inner = inner
    this.#caches = caches
  }

  exportAll(userId: string): Promise<UserRecords> {
    return this.#inner.exportAll(userId)
  }

  eraseAll(userId: string): Promise<void> {
    return this.#caches.changing(userId, () => this.#inner.eraseAll(userId), 'erased')
  }
}
