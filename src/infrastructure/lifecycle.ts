import type { Logger } from 'pino'
import type { ShutdownState } from '../application/ports/component-health.js'

type Hook = () => Promise<void>

/**
 * Start and stop hooks of long-lived parts (the scheduler, pollers). Started in registration
 * order after migrations; stopped in reverse before the database pool closes.
 */
export class Lifecycle implements ShutdownState {
  readonly #hooks: { name: string; start: Hook; stop: Hook }[] = []
  #stopping = false

  /** True from the stop signal on: /ready reads not ready while in-flight work finishes. */
  get stopping(): boolean {
    return this.#stopping
  }

  /** The signal came: say so at once, before anything is closed. */
  beginShutdown(): void {
    this.#stopping = true
  }

  add(name: string, start: Hook, stop: Hook): void {
    this.#hooks.push({ name, start, stop })
  }

  async start(log: Logger): Promise<void> {
    for (const hook of this.#hooks) {
      await hook.start()
      log.info({ component: hook.name }, 'started')
    }
  }

  async stop(log: Logger): Promise<void> {
    this.#stopping = true
    for (const hook of [...this.#hooks].reverse()) {
      try {
        await hook.stop()
      } catch (error) {
        log.error({ err: error, component: hook.name }, 'stop failed')
      }
    }
  }
}
