/** One table's records of a user, as stored (binary as base64, instants as ISO 8601). */
export type UserRecords = Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>>

/**
 * Everything the service stores about one user, across every table and the job queue. Contract:
 * covers every table with a user_id column (so a table added later is covered without a change
 * here), the user's own row, and the scheduled jobs whose data names the user.
 */
export interface UserDataStore {
  /** Every record of the user, by table name; the job queue under `scheduled_jobs`. */
  exportAll(userId: string): Promise<UserRecords>
  /**
   * Deletes every record of the user, including the user's row and its jobs (a job for several
   * users loses this one). Call inside a UnitOfWork: all or nothing.
   */
  eraseAll(userId: string): Promise<void>
}
