import type { AccountType } from '../ledger/account.js'
import type { AssetType } from '../ledger/holding.js'
import { Decimal, type DecimalString } from '../money.js'
import { utcDate, type IsoDate } from './calendar.js'
import type { CloseSeries } from './daily-closes.js'
import { PositionBook } from './position.js'
import type { TradeDraft } from './trade.js'

/** credit_card and loan balances are the amount owed: shown positive, subtracted from net worth. */
export const LIABILITY_TYPES: readonly AccountType[] = ['credit_card', 'loan']

export interface ValuedAccount {
  readonly id: string
  readonly type: AccountType
  readonly currency: string
  /** Today's balance. */
  readonly balance: DecimalString
}

export interface ValuedHolding {
  readonly id: string
  readonly symbol: string
  readonly assetType: AssetType
  readonly currency: string
  readonly accountId: string | null
  /** Its whole history in trade order (an opening buy first when it was created with a quantity). */
  readonly trades: readonly TradeDraft[]
}

/** The signed sum of one account's transactions on one day (see accountMovement). */
export interface AccountMovement {
  readonly accountId: string
  readonly date: IsoDate
  readonly signed: DecimalString
}

/** Where prices and rates come from: each answers with carry-forward, undefined before its first close. */
export interface ValuationMarket {
  /** The holding's daily closes in its own currency. */
  closes(holding: ValuedHolding): CloseSeries
  /** Units of the base currency for one unit of `currency`. */
  rate(currency: string): CloseSeries
}

export interface HoldingDay {
  readonly holdingId: string
  /** Base currency; null when the day has no close or no rate for it (listed in `missing`). */
  readonly value: Decimal | null
  readonly quantity: Decimal
  /** Buys (and units moved in) of the day, base currency. */
  readonly inflow: Decimal
  /** Sale proceeds (and units moved out) of the day, base currency. */
  readonly outflow: Decimal
  readonly income: Decimal
}

export interface AccountDay {
  readonly accountId: string
  /** Base currency, its holdings included; for a liability, the amount owed. Null without a rate. */
  readonly value: Decimal | null
  readonly liability: boolean
}

export interface DaySnapshot {
  readonly date: IsoDate
  readonly assets: Decimal
  readonly liabilities: Decimal
  readonly netWorth: Decimal
  /** Every holding together: what performance is measured on. */
  readonly portfolioValue: Decimal
  readonly portfolioInflow: Decimal
  readonly portfolioOutflow: Decimal
  readonly portfolioIncome: Decimal
  readonly accounts: readonly AccountDay[]
  readonly holdings: readonly HoldingDay[]
  /** Symbols without a close and currencies without a rate that day: left out of the totals, never zero. */
  readonly missing: readonly string[]
}

const ZERO = new Decimal(0)

/**
 * The per-day values of one user, in the base currency, over `dates` (ascending, consecutive or
 * not). Pure: everything it needs is handed in.
 *
 * - A past balance is today's balance minus the signed sum of the account's transactions after
 *   that day.
 * - A holding's quantity on a day is its trades up to that day replayed; its value, quantity x
 *   the day's close (carried forward) x the day's rate.
 * - An account's value holds the holdings that name it; a holding counts once, inside its
 *   account or on its own.
 */
export function valueDays(
  dates: readonly IsoDate[],
  accounts: readonly ValuedAccount[],
  movements: readonly AccountMovement[],
  holdings: readonly ValuedHolding[],
  market: ValuationMarket,
): DaySnapshot[] {
  if (dates.length === 0) return []
  const byDate = new Map<IsoDate, AccountMovement[]>()
  const laterSum = new Map<string, Decimal>(accounts.map((a) => [a.id, ZERO]))
  for (const m of movements) {
    if (!laterSum.has(m.accountId)) continue
    if (m.date > dates[0]!) laterSum.set(m.accountId, laterSum.get(m.accountId)!.plus(m.signed))
    byDate.set(m.date, [...(byDate.get(m.date) ?? []), m])
  }
  const books = holdings.map(() => new PositionBook())
  const next = holdings.map(() => 0)
  const closes = holdings.map((h) => market.closes(h))
  const accountIds = new Set(accounts.map((a) => a.id))
  const out: DaySnapshot[] = []
  // Movement days after the first date, in order: each leaves `laterSum` once its day is reached.
  const pending = [...byDate].filter(([d]) => d > dates[0]!).sort(([a], [b]) => (a < b ? -1 : 1))
  let cursor = 0

  for (const date of dates) {
    for (; cursor < pending.length && pending[cursor]![0] <= date; cursor++)
      for (const m of pending[cursor]![1])
        laterSum.set(m.accountId, laterSum.get(m.accountId)!.minus(m.signed))
    const missing = new Set<string>()
    const holdingDays: HoldingDay[] = []
    const heldIn = new Map<string, Decimal>()
    let portfolioValue = ZERO
    let portfolioInflow = ZERO
    let portfolioOutflow = ZERO
    let portfolioIncome = ZERO
    let loose = ZERO

    holdings.forEach((h, i) => {
      const close = closes[i]!.at(date)
      const rate = market.rate(h.currency).at(date)
      let inflow = ZERO
      let outflow = ZERO
      let income = ZERO
      let unvaluedFlow = false
      const book = books[i]!
      for (; next[i]! < h.trades.length; next[i]!++) {
        const t = h.trades[next[i]!]!
        if (utcDate(t.occurredAt) > date) break
        const local = tradeFlow(t, close)
        if (local === undefined) unvaluedFlow = true
        else if (local.isNegative()) outflow = outflow.minus(local)
        else inflow = inflow.plus(local)
        if (t.side === 'dividend') income = income.plus(t.amount ?? 0)
        if (t.side === 'fee') income = income.minus(t.amount ?? 0)
        book.apply(t)
      }
      const held = book.quantity
      const priced = close !== undefined && rate !== undefined
      const moved = !inflow.isZero() || !outflow.isZero() || !income.isZero()
      const value = held.isZero()
        ? rate !== undefined || !moved
          ? ZERO
          : null
        : priced
          ? held.times(close).times(rate)
          : null
      if (value === null || unvaluedFlow)
        missing.add(close === undefined && !held.isZero() ? h.symbol : h.currency)
      const fx = new Decimal(rate ?? 0)
      const day: HoldingDay = {
        holdingId: h.id,
        value,
        quantity: held,
        inflow: inflow.times(fx),
        outflow: outflow.times(fx),
        income: income.times(fx),
      }
      holdingDays.push(day)
      // An unpriced holding is left out of the totals whole (value and flows), so its buy does
      // not read as a loss of the portfolio.
      if (value !== null) {
        portfolioInflow = portfolioInflow.plus(day.inflow)
        portfolioOutflow = portfolioOutflow.plus(day.outflow)
        portfolioIncome = portfolioIncome.plus(day.income)
        portfolioValue = portfolioValue.plus(value)
        if (h.accountId && accountIds.has(h.accountId))
          heldIn.set(h.accountId, (heldIn.get(h.accountId) ?? ZERO).plus(value))
        else loose = loose.plus(value)
      }
    })

    let assets = loose
    let liabilities = ZERO
    const accountDays: AccountDay[] = accounts.map((a) => {
      const liability = LIABILITY_TYPES.includes(a.type)
      const rate = market.rate(a.currency).at(date)
      const inside = heldIn.get(a.id) ?? ZERO
      if (rate === undefined) {
        missing.add(a.currency)
        // Its holdings were priced on their own: they still count, as assets.
        assets = assets.plus(inside)
        return { accountId: a.id, value: null, liability }
      }
      const balance = new Decimal(a.balance).minus(laterSum.get(a.id)!).times(rate)
      if (liability) {
        liabilities = liabilities.plus(balance)
        assets = assets.plus(inside)
        return { accountId: a.id, value: balance, liability }
      }
      const value = balance.plus(inside)
      assets = assets.plus(value)
      return { accountId: a.id, value, liability }
    })

    out.push({
      date,
      assets,
      liabilities,
      netWorth: assets.minus(liabilities),
      portfolioValue,
      portfolioInflow,
      portfolioOutflow,
      portfolioIncome,
      accounts: accountDays,
      holdings: holdingDays,
      missing: [...missing].sort(),
    })
  }
  return out
}

/**
 * A trade's external flow in the holding's currency: a buy puts q x price + fee in, a sell takes
 * q x price - fee out. An opening buy or an adjustment without a price moves units in or out at
 * the day's close (undefined when there is none). Dividends, fees and splits are not flows.
 */
export function tradeFlow(t: TradeDraft, close: number | undefined): Decimal | undefined {
  const q = new Decimal(t.quantity ?? 0)
  switch (t.side) {
    case 'buy':
    case 'adjust':
      if (t.price === null) return close === undefined ? undefined : q.times(close)
      return q.times(t.price).plus(t.side === 'buy' ? t.fee : 0)
    case 'sell':
      return q
        .times(t.price ?? 0)
        .minus(t.fee)
        .negated()
    default:
      return ZERO
  }
}

/**
 * A transaction's effect on its account's balance: on an asset account income adds and expense
 * and transfer subtract; on a credit card or loan (whose balance is the amount owed) the reverse.
 */
export function accountMovement(
  accountType: AccountType,
  type: 'expense' | 'income' | 'transfer',
  amount: DecimalString,
): Decimal {
  const onAsset = type === 'income' ? new Decimal(amount) : new Decimal(amount).negated()
  return LIABILITY_TYPES.includes(accountType) ? onAsset.negated() : onAsset
}
