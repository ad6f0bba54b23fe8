/**
 * Tells the user that a bank connection needs them (revoked access, a lapsed subscription, the
 * bank's own message): one in-app notification, and a push when push is configured. Called once
 * when a connection moves to needs_attention or revoked, not on every failed retry. A push that
 * cannot be delivered never fails the caller: the in-app notification is the record.
 */
export interface BankSyncNotifier {
  connectionNeedsAttention(userId: string, connectionId: string, message: string): Promise<void>
}
