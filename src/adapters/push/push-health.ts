import type { ComponentHealth, ComponentStatus } from '../../application/ports/component-health.js'
import type { PushSender } from '../../application/ports/push-sender.js'

/**
 * /ready's push component: ok with credentials, disabled without. No call to FCM: it has no
 * cheap health endpoint, and a bad key already stopped the start.
 */
export class PushHealth implements ComponentHealth {
  readonly #push: PushSender
  constructor({ push }: { push: PushSender }) {
    this.#push = push
  }

  check(): Promise<ComponentStatus> {
    return Promise.resolve(this.#push.configured ? 'ok' : 'disabled')
  }
}
