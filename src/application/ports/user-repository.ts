import type { User, UserSettingsPatch } from '../../domain/user.js'

export interface UserRepository {
  /** Creates the user's row on first sight (id = the token's sub); returns the stored user. */
  ensure(userId: string): Promise<User>
  /**
   * Makes the rows of those users that have none, all at once; leaves existing rows as they are.
   * Returns the rows this call made (none for a user whose row already existed, whoever made it).
   */
  ensureAll(userIds: readonly string[]): Promise<readonly User[]>
  /** undefined when the user never called the API. */
  get(userId: string): Promise<User | undefined>
  update(userId: string, patch: UserSettingsPatch): Promise<User | undefined>
  /** Users in id order after `afterId` (exclusive), at most `limit`: how jobs page through everyone. */
  listIdsAfter(afterId: string | undefined, limit: number): Promise<string[]>
}

/**
 * A user's row for the paths that read settings on every request (the advisor): at most a few
 * seconds old (the adapter's TTL, docs/performance.md "The user row"), this instance's own writes
 * seen at once. Creates the row on first sight, like `ensure`.
 */
export interface RecentUsers {
  recent(userId: string): Promise<User>
}
