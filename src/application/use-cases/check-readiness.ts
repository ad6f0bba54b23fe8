import type { ComponentStatus, ReadinessChecks } from '../ports/component-health.js'

export interface Readiness {
  readonly ready: boolean
  readonly checks: Readonly<Record<keyof ReadinessChecks, ComponentStatus>>
}

export class CheckReadiness {
  readonly #checks: ReadinessChecks
  constructor({ readinessChecks }: { readinessChecks: ReadinessChecks }) {
    this.#checks = readinessChecks
  }

  /** Ready unless the database is down; an unavailable optional component reads 'degraded'. */
  async execute(): Promise<Readiness> {
    const names = Object.keys(this.#checks) as (keyof ReadinessChecks)[]
    const statuses = await Promise.all(
      names.map((name) => this.#checks[name].check().catch((): ComponentStatus => 'down')),
    )
    const checks = Object.fromEntries(names.map((name, i) => [name, statuses[i]])) as Record<
      keyof ReadinessChecks,
      ComponentStatus
    >
    return { ready: checks.database === 'ok', checks }
  }
}
