import type { PushMessage } from '../../domain/notifications/push-message.js'

export interface PushOutcome {
  /** Tokens the push service accepted the message for. */
  readonly delivered: number
  /** Tokens the push service says are dead (app uninstalled, token rotated): delete them. */
  readonly unregistered: readonly string[]
  /** Tokens that failed for another reason (quota, transient errors): kept, retried next time. */
  readonly failed: number
}

/**
 * Sends push messages to devices. `configured` is false when no push credentials are set: then
 * `send` throws PushNotConfiguredError and callers keep notifications in-app only.
 * A failure of the whole service throws UpstreamUnavailableError; per-token failures are counted.
 */
export interface PushSender {
  readonly configured: boolean
  send(tokens: readonly string[], message: PushMessage): Promise<PushOutcome>
}
