import type { Agent } from 'node:http'
import { cert, deleteApp, initializeApp, type App, type Credential } from 'firebase-admin/app'
import { getMessaging, type BatchResponse, type MulticastMessage } from 'firebase-admin/messaging'
import { UpstreamUnavailableError } from '../../domain/errors.js'
import type { PushMessage } from '../../domain/notifications/push-message.js'
import type { PushOutcome, PushSender } from '../../application/ports/push-sender.js'
import type { ServiceAccount } from './service-account.js'

/** The one call of firebase-admin's Messaging this adapter makes (its edge). */
export interface FcmClient {
  sendEachForMulticast(message: MulticastMessage): Promise<BatchResponse>
}

export interface FirebasePushOptions {
  readonly serviceAccount: ServiceAccount
  /**
   * Test seam: when set, FCM calls go over HTTP/1.1 through this agent (a fake FCM endpoint);
   * production uses firebase-admin's HTTP/2 transport.
   */
  readonly httpAgent?: Agent
  /** Test seam: replaces the OAuth token exchange of the service account. */
  readonly credential?: Credential
}

// FCM accepts at most 500 tokens per multicast.
const MAX_TOKENS_PER_CALL = 500
/** Errors that mean the token will never work again: the app was uninstalled or the token rotated. */
const DEAD_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
])

let appCounter = 0

/** Push through Firebase Cloud Messaging (FCM HTTP v1) with a service account. */
export class FirebasePushSender implements PushSender {
  readonly configured = true
  readonly #client: FcmClient
  readonly #app: App | undefined

  constructor(client: FcmClient, app?: App) {
    this.#client = client
    this.#app = app
  }

  static create(options: FirebasePushOptions): FirebasePushSender {
    const { serviceAccount } = options
    // A named app per sender, so several containers (tests) never share firebase-admin's default app.
    const app = initializeApp(
      {
        credential: options.credential ?? cert(serviceAccount),
        projectId: serviceAccount.projectId,
        ...(options.httpAgent ? { httpAgent: options.httpAgent } : {}),
      },
      `ledgerline-push-${++appCounter}`,
    )
    const messaging = getMessaging(app)
    if (options.httpAgent) messaging.enableLegacyHttpTransport()
    return new FirebasePushSender(messaging, app)
  }

  async send(tokens: readonly string[], message: PushMessage): Promise<PushOutcome> {
    let delivered = 0
    let failed = 0
    const unregistered: string[] = []
    for (let start = 0; start < tokens.length; start += MAX_TOKENS_PER_CALL) {
      const batch = tokens.slice(start, start + MAX_TOKENS_PER_CALL)
      let response: BatchResponse
      try {
        response = await this.#client.sendEachForMulticast(toMulticast(batch, message))
      } catch (cause) {
        throw new UpstreamUnavailableError('fcm', 'the push service refused the request', { cause })
      }
      response.responses.forEach((result, i) => {
        if (result.success) delivered += 1
        else if (result.error && DEAD_TOKEN_CODES.has(result.error.code)) unregistered.push(batch[i]!)
        else failed += 1
      })
    }
    return { delivered, unregistered, failed }
  }

  async close(): Promise<void> {
    if (this.#app) await deleteApp(this.#app)
  }
}

function toMulticast(tokens: string[], message: PushMessage): MulticastMessage {
  return {
    tokens,
    notification: { title: message.title, body: message.body },
    data: { ...message.data },
    android: { priority: 'high' },
    apns: { payload: { aps: { sound: 'default' } } },
  }
}
