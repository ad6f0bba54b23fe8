import type { Logger } from 'pino'
import type { ShutdownState } from '../application/ports/component-health.js'

/** A long-lived part: started once after migrations, stopped before the database pool closes. */
export interface LongLived {
  start(): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts the long-lived parts (the scheduler, pollers) in their listed order and stops them in
 * reverse. `parts` is read when start() or stop() runs, not when the lifecycle is built, so a part
 * replaced in the container before the start (a test fake) is the one started.
 */
export class Lifecycle implements ShutdownState {
  readonly #parts: () => Readonly<Record<string, LongLived>>
  #stopping = false

  constructor(parts: () => Readonly<Record<string, LongLived>>) {
    this.#parts = parts
  }

  /** True from the stop signal on: /ready reads not ready while in-flight work finishes. */
  get stopping(): boolean {
    return this.#stopping
  }

  /** The signal came: say so at once, before anything is closed. */
  beginShutdown(): void {
    this.#stopping = true
  }

  async start(log: Logger): Promise<void> {
    for (const [name, part] of Object.entries(this.#parts())) {
      await part.start()
      log.info({ component: name }, 'started')
    }
  }

  async stop(log: Logger): Promise<void> {
    this.#stopping = true
    for (const [name, part] of Object.entries(this.#parts()).reverse()) {
      try {
        await part.stop()
      } catch (error) {
        log.error({ err: error, component: name }, 'stop failed')
      }
    }
  }
}
