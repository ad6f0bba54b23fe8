import type { Activity } from '../../domain/memory/spending.js'

export interface UserActivity extends Activity {
  readonly userId: string
}

/**
 * What memory summaries are built from, read for a page of users at once (a few queries per page,
 * not per user). Users that do not exist are absent from the result.
 */
export interface ActivityReader {
  /** Each user's base currency, transactions in [from, to) oldest first, and (when asked) holdings. */
  load(
    userIds: readonly string[],
    from: Date,
    to: Date,
    options: { readonly holdings: boolean },
  ): Promise<Map<string, UserActivity>>
}
