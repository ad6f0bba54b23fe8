/**
 * Told after transactions were written (created, updated, deleted, imported, synced), with the UTC
 * months (YYYY-MM) they fall in, so that budgets can check their thresholds (docs/budgets.md).
 * The write has happened whatever the listener does: an implementation never throws, it logs
 * its own failures.
 */
export interface SpendingListener {
  spent(userId: string, months: readonly string[]): Promise<void>
}
