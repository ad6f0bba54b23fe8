import type { ComponentStatus, ReadinessChecks, ShutdownState } from '../ports/component-health.js'

export interface Readiness {
  readonly ready: boolean
  /** Shutting down: not ready whatever the checks say. */
  readonly stopping: boolean
  readonly checks: Readonly<Record<keyof ReadinessChecks, ComponentStatus>>
}

export class CheckReadiness {
  readonly #checks: ReadinessChecks
  readonly #shutdown: ShutdownState
  constructor({
    readinessChecks,
    shutdownState,
  }: {
    readinessChecks: ReadinessChecks
    shutdownState: ShutdownState
  }) {
    this.#checks = readinessChecks
    this.#shutdown = shutdownState
  }

  /** Ready unless the database is down or the instance is stopping; an unavailable optional component reads 'degraded'. */
  async execute(): Promise<Readiness> {
    const names = Object.keys(this.#checks) as (keyof ReadinessChecks)[]
    const statuses = await Promise.all(
      names.map((name) => this.#checks[name].check().catch((): ComponentStatus => 'down')),
    )
    const checks = Object.fromEntries(names.map((name, i) => [name, statuses[i]])) as Record<
      keyof ReadinessChecks,
      ComponentStatus
    >
    const stopping = this.#shutdown.stopping
    return { ready: checks.database === 'ok' && !stopping, stopping, checks }
  }
}
