import type { IsoDate } from '../../domain/portfolio/calendar.js'
import type { DaySnapshot } from '../../domain/portfolio/valuation.js'
import type { Decimal } from '../../domain/money.js'

/** One stored day of a user, in `currency` (the base currency when it was written). */
export interface StoredDay {
  readonly date: IsoDate
  readonly currency: string
  readonly assets: Decimal
  readonly liabilities: Decimal
  readonly netWorth: Decimal
  readonly portfolioValue: Decimal
  readonly portfolioInflow: Decimal
  readonly portfolioOutflow: Decimal
  readonly portfolioIncome: Decimal
  readonly missing: readonly string[]
}

/** One stored day of the portfolio: what performance reads. */
export interface StoredPortfolioDay {
  readonly date: IsoDate
  readonly value: Decimal
  readonly inflow: Decimal
  readonly outflow: Decimal
  readonly income: Decimal
  readonly missing: readonly string[]
}

/** One stored day of one holding. */
export interface StoredHoldingDay {
  readonly date: IsoDate
  readonly value: Decimal | null
  readonly inflow: Decimal
  readonly outflow: Decimal
  readonly income: Decimal
}

/**
 * The daily snapshots of each user (net_worth_snapshots and their per-account and per-holding
 * items). Every method touches only the given user's rows. Amounts are kept to 10 decimal places,
 * as the ledger's.
 */
export interface NetWorthRepository {
  /** Replaces the user's days from `from` on (older days stay) with `days`, atomically. */
  replaceFrom(
    userId: string,
    from: IsoDate,
    currency: string,
    days: readonly DaySnapshot[],
    now: Date,
  ): Promise<void>
  /** Writes (or rewrites) the given days of many users at once. */
  upsertDays(
    entries: readonly { userId: string; currency: string; day: DaySnapshot }[],
    now: Date,
  ): Promise<void>
  /** The user's days in [from, to], oldest first. */
  days(userId: string, from: IsoDate, to: IsoDate): Promise<StoredDay[]>
  /** The portfolio's days in [from, to], oldest first (only what performance needs). */
  portfolioDays(userId: string, from: IsoDate, to: IsoDate): Promise<StoredPortfolioDay[]>
  /** One holding's days in [from, to], oldest first. */
  holdingDays(userId: string, holdingId: string, from: IsoDate, to: IsoDate): Promise<StoredHoldingDay[]>
  /** The user's first stored day and its currency; undefined when nothing is stored. */
  firstDay(userId: string): Promise<{ date: IsoDate; currency: string } | undefined>
}
