import type { BankSyncNotifier } from '../../src/application/ports/bank-sync-notifier.js'

/** Records what it was asked to tell each user. */
export class FakeBankSyncNotifier implements BankSyncNotifier {
  readonly calls: { userId: string; connectionId: string; message: string }[] = []

  async connectionNeedsAttention(userId: string, connectionId: string, message: string): Promise<void> {
    this.calls.push({ userId, connectionId, message })
  }

  /** What one user was told, oldest first. */
  toldTo(userId: string): { connectionId: string; message: string }[] {
    return this.calls
      .filter((c) => c.userId === userId)
      .map(({ connectionId, message }) => ({ connectionId, message }))
  }
}
