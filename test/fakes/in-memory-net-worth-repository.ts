import type {
  NetWorthRepository,
  StoredDay,
  StoredHoldingDay,
  StoredPortfolioDay,
} from '../../src/application/ports/net-worth-repository.js'
import type { Decimal } from '../../src/domain/money.js'
import type { IsoDate } from '../../src/domain/portfolio/calendar.js'
import type { DaySnapshot } from '../../src/domain/portfolio/valuation.js'

/** Amounts are kept to 10 decimal places, as the port documents. */
const kept = (d: Decimal) => d.toDecimalPlaces(10)

/** One stored day of a user: the totals and each holding's row. */
interface Stored {
  readonly day: StoredDay
  readonly holdings: Map<string, StoredHoldingDay>
}

const inRange = (date: IsoDate, from: IsoDate, to: IsoDate) => date >= from && date <= to

/** Net worth snapshots in memory, by user then day, as the port documents them. */
export class InMemoryNetWorthRepository implements NetWorthRepository {
  readonly byUser = new Map<string, Map<IsoDate, Stored>>()

  async replaceFrom(
    userId: string,
    from: IsoDate,
    currency: string,
    days: readonly DaySnapshot[],
    now: Date,
  ): Promise<void> {
    const mine = this.byUser.get(userId)
    for (const date of [...(mine?.keys() ?? [])]) if (date >= from) mine!.delete(date)
    await this.upsertDays(
      days.map((day) => ({ userId, currency, day })),
      now,
    )
  }

  async upsertDays(
    entries: readonly { userId: string; currency: string; day: DaySnapshot }[],
    _now: Date,
  ): Promise<void> {
    for (const { userId, currency, day } of entries) {
      const mine = this.byUser.get(userId) ?? new Map<IsoDate, Stored>()
      this.byUser.set(userId, mine)
      // A rewritten day keeps the rows of holdings it no longer names, as the table's upsert does.
      const holdings = mine.get(day.date)?.holdings ?? new Map<string, StoredHoldingDay>()
      for (const h of day.holdings)
        holdings.set(h.holdingId, {
          date: day.date,
          value: h.value === null ? null : kept(h.value),
          inflow: kept(h.inflow),
          outflow: kept(h.outflow),
          income: kept(h.income),
        })
      mine.set(day.date, {
        holdings,
        day: {
          date: day.date,
          currency,
          assets: kept(day.assets),
          liabilities: kept(day.liabilities),
          netWorth: kept(day.netWorth),
          portfolioValue: kept(day.portfolioValue),
          portfolioInflow: kept(day.portfolioInflow),
          portfolioOutflow: kept(day.portfolioOutflow),
          portfolioIncome: kept(day.portfolioIncome),
          missing: [...day.missing],
        },
      })
    }
  }

  async days(userId: string, from: IsoDate, to: IsoDate): Promise<StoredDay[]> {
    return this.#stored(userId, from, to).map((s) => s.day)
  }

  async portfolioDays(userId: string, from: IsoDate, to: IsoDate): Promise<StoredPortfolioDay[]> {
    return this.#stored(userId, from, to).map(({ day }) => ({
      date: day.date,
      value: day.portfolioValue,
      inflow: day.portfolioInflow,
      outflow: day.portfolioOutflow,
      income: day.portfolioIncome,
      missing: day.missing,
    }))
  }

  async holdingDays(
    userId: string,
    holdingId: string,
    from: IsoDate,
    to: IsoDate,
  ): Promise<StoredHoldingDay[]> {
    return this.#stored(userId, from, to).flatMap((s) => s.holdings.get(holdingId) ?? [])
  }

  async firstDay(userId: string): Promise<{ date: IsoDate; currency: string } | undefined> {
    const first = this.#stored(userId, '0000-01-01' as IsoDate, '9999-12-31' as IsoDate)[0]
    return first ? { date: first.day.date, currency: first.day.currency } : undefined
  }

  #stored(userId: string, from: IsoDate, to: IsoDate): Stored[] {
    return [...(this.byUser.get(userId)?.values() ?? [])]
      .filter((s) => inRange(s.day.date, from, to))
      .sort((a, b) => (a.day.date < b.day.date ? -1 : 1))
  }
}
