import type { RecurringSeries, RecurringStatus } from '../../../domain/recurring/recurring-series.js'
import type { Clock } from '../../ports/clock.js'
import type { RecurringSource } from '../../ports/recurring-source.js'
import { recurringOf } from './recurring-of.js'

export interface ListRecurringDeps {
  recurringSource: RecurringSource
  clock: Clock
}

/** The caller's subscriptions and other recurring payments, detected now; only `status` ones when given. */
export class ListRecurring {
  readonly #deps: ListRecurringDeps

  constructor({ recurringSource, clock }: ListRecurringDeps) {
    this.#deps = { recurringSource, clock }
  }

  async execute({
    userId,
    status,
  }: {
    readonly userId: string
    readonly status?: RecurringStatus | undefined
  }): Promise<RecurringSeries[]> {
    const { recurringSource, clock } = this.#deps
    const series = await recurringOf(recurringSource, userId, clock.now())
    return status === undefined ? series : series.filter((s) => s.status === status)
  }
}
