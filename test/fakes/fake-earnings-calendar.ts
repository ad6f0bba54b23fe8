import type { EarningsEvent } from '../../src/domain/market/market-data.js'
import type { EarningsCalendar } from '../../src/application/ports/earnings-calendar.js'
import { FakeUpstream } from './fake-upstream.js'

/** The day's events from a list (in list order), or from a rule; every day asked is recorded. */
export class FakeEarningsCalendar extends FakeUpstream implements EarningsCalendar {
  readonly days: string[] = []

  constructor(readonly events: readonly EarningsEvent[] | ((date: string) => EarningsEvent[]) = []) {
    super()
  }

  async day(date: string): Promise<readonly EarningsEvent[]> {
    this.days.push(date)
    this.record('day', 1)
    return typeof this.events === 'function' ? this.events(date) : this.events.filter((e) => e.date === date)
  }
}
