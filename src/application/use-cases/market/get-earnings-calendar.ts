import { ValidationError } from '../../../domain/errors.js'
import type { EarningsEvent } from '../../../domain/market/market-data.js'
import { parseStockSymbol, requireList } from '../../../domain/market/market-input.js'
import type { Clock } from '../../ports/clock.js'
import type { EarningsCalendar } from '../../ports/earnings-calendar.js'

export interface GetEarningsCalendarDeps {
  earningsCalendar: EarningsCalendar
  clock: Clock
}

export interface EarningsCalendarInput {
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly symbols?: readonly unknown[] | undefined
}

const DAY_MS = 86_400_000
const DATE = /^\d{4}-\d{2}-\d{2}$/
export const EARNINGS_WINDOW = { defaultDays: 7, maxDays: 31 } as const
/** Days fetched at once: the calendar is one provider call per day. */
const DAY_CONCURRENCY = 4

function parseDate(raw: string | undefined, pointer: string): Date | undefined {
  if (raw === undefined) return undefined
  const date = new Date(`${raw}T00:00:00Z`)
  if (!DATE.test(raw) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) {
    throw ValidationError.field(pointer, 'must be a date YYYY-MM-DD')
  }
  return date
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
    const today = new Date(this.#clock.now().toISOString().slice(0, 10) + 'T00:00:00Z')
    const from = parseDate(input.from, '/from') ?? today
    const to = parseDate(input.to, '/to') ?? new Date(from.getTime() + EARNINGS_WINDOW.defaultDays * DAY_MS)
    const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1
    if (days < 1) throw ValidationError.field('/to', 'must not be before from')
    if (days > EARNINGS_WINDOW.maxDays)
      throw ValidationError.field('/to', `the window is at most ${EARNINGS_WINDOW.maxDays} days`)
    const wanted =
      input.symbols === undefined
        ? undefined
        : new Set<string>(requireList(parseStockSymbol, input.symbols, '/symbols', 'ticker'))

    const dates = Array.from({ length: days }, (_, i) =>
      new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10),
    )
    const perDay: (readonly EarningsEvent[])[] = []
    for (let i = 0; i < dates.length; i += DAY_CONCURRENCY) {
      perDay.push(
        ...(await Promise.all(dates.slice(i, i + DAY_CONCURRENCY).map((d) => this.#calendar.day(d)))),
      )
    }
    return perDay.flat().filter((e) => !wanted || wanted.has(e.symbol))
  }
}
