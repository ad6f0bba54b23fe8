/**
 * True for Postgres's foreign key violation (23503) against the users table: a write for a user
 * whose row is gone. It happens when the user was erased (DELETE /me) while this instance still
 * held the user's verified token and did not hear of the erasure (several instances without
 * Redis, a lost message, a request racing the erasure): the request that verifies a token is the
 * one that makes the row, and this one skipped it.
 */
export function isMissingUserRow(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, detail } = error as { code?: unknown; detail?: unknown }
  return code === '23503' && typeof detail === 'string' && detail.endsWith('is not present in table "users".')
}
