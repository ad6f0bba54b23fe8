import type { UserDataStore, UserRecords } from '../../application/ports/user-data-store.js'
import { OverUserCaches } from './over-user-caches.js'

/**
 * The user's data store whose erasure (DELETE /me) drops the user's cached entries on every
 * instance, and tells each instance's erasure listeners (UserCaches.onErased).
 */
export class CacheForgettingUserDataStore extends OverUserCaches<UserDataStore> implements UserDataStore {
  exportAll(userId: string): Promise<UserRecords> {
    return this.inner.exportAll(userId)
  }

  eraseAll(userId: string): Promise<void> {
    return this.caches.changing(userId, () => this.inner.eraseAll(userId), 'erased')
  }
}
