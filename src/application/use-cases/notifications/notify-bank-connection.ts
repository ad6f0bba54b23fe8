import { notificationDraft } from '../../../domain/notifications/notification.js'
import type { BankSyncNotifier } from '../../ports/bank-sync-notifier.js'
import { storeAndPush, type NotifyUserDeps } from './notify-user.js'

/** A bank connection that needs the user: in the feed, and pushed when push is configured. */
export class NotifyBankConnection implements BankSyncNotifier {
  readonly #deps: NotifyUserDeps
  constructor({ notifications, devices, push, clock, ids, log }: NotifyUserDeps) {
    this.#deps = { notifications, devices, push, clock, ids, log }
  }

  async connectionNeedsAttention(userId: string, connectionId: string, message: string): Promise<void> {
    await storeAndPush(
      this.#deps,
      userId,
      notificationDraft('bank_connection', 'Your bank connection needs attention', message, {
        connection_id: connectionId,
      }),
    )
  }
}
