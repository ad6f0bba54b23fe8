import { ValidationError } from '../../../domain/errors.js'
import type { EarningsEvent } from '../../../domain/market/market-data.js'
import { parseStockSymbol, requireList } from '../../../domain/market/market-input.js'
import type { Clock } from '../../ports/clock.js'
import type { EarningsCalendar } from '../../ports/earnings-calendar.js'
import { addDays, dayOf, daysBetween, eachDay, parseUtcDay, type UtcDay } from '../../../domain/calendar.js'

export interface GetEarningsCalendarDeps {
  earningsCalendar: EarningsCalendar
  clock: Clock
}

export interface EarningsCalendarInput {
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly symbols?: readonly unknown[] | undefined
}

export const EARNINGS_WINDOW = { defaultDays: 7, maxDays: 31 } as const
/** Days fetched at once: the calendar is one provider call per day. */
const DAY_CONCURRENCY = 4

function parseDay(raw: string | undefined, pointer: string): UtcDay | undefined {
  if (raw === undefined) return undefined
  const day = parseUtcDay(raw)
  if (day === undefined) throw ValidationError.field(pointer, 'must be a date YYYY-MM-DD')
  return day
}

/** Reports between `from` and `to` inclusive (default today .. today + 7 UTC, at most 31 days), optionally for some symbols. */
export class GetEarningsCalendar {
  readonly #calendar: EarningsCalendar
  readonly #clock: Clock
  constructor({ earningsCalendar, clock }: GetEarningsCalendarDeps) {
    this.#calendar = earningsCalendar
    this.#clock = clock
  }

  async execute(input: EarningsCalendarInput): Promise<EarningsEvent[]> {
    const from = parseDay(input.from, '/from') ?? dayOf(this.#clock.now())
    const to = parseDay(input.to, '/to') ?? addDays(from, EARNINGS_WINDOW.defaultDays)
    const days = daysBetween(from, to) + 1
    if (days < 1) throw ValidationError.field('/to', 'must not be before from')
    if (days > EARNINGS_WINDOW.maxDays)
      throw ValidationError.field('/to', `the window is at most ${EARNINGS_WINDOW.maxDays} days`)
    const wanted =
      input.symbols === undefined
        ? undefined
        : new Set<string>(requireList(parseStockSymbol, input.symbols, '/symbols', 'ticker'))

    const dates = eachDay(from, to)
    const perDay: (readonly EarningsEvent[])[] = []
    for (let i = 0; i < dates.length; i += DAY_CONCURRENCY) {
      perDay.push(
        ...(await Promise.all(dates.slice(i, i + DAY_CONCURRENCY).map((d) => this.#calendar.day(d)))),
      )
    }
    return perDay.flat().filter((e) => !wanted || wanted.has(e.symbol))
  }
}
