/** The unique indexes of migration 0006-imports: one transaction per account and bank id or fingerprint. */
const IDENTITY_INDEXES = new Set(['transactions_account_external_id', 'transactions_account_fingerprint'])

/**
 * True for Postgres's unique violation (23505) on a statement identity: a transaction from a
 * statement moved into an account that already holds the same bank line. A conflict the user
 * caused (409), not a fault.
 */
export function isStatementIdentityConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, constraint } = error as { code?: unknown; constraint?: unknown }
  return code === '23505' && typeof constraint === 'string' && IDENTITY_INDEXES.has(constraint)
}
