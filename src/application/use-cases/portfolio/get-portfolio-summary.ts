import { Decimal } from '../../../domain/money.js'
import type { AssetType } from '../../../domain/ledger/holding.js'
import { addDays, utcDate, type IsoDate } from '../../../domain/portfolio/calendar.js'
import { positionOf } from '../../../domain/portfolio/position.js'
import type { Clock } from '../../ports/clock.js'
import type { NetWorthSources } from '../../ports/net-worth-sources.js'
import type { PriceHistoryStore } from '../../ports/price-history-store.js'
import type { EnsurePriceHistory } from './ensure-price-history.js'
import { priceNeeds, StoredCloses, valuedHoldings } from './valuation-inputs.js'

export interface GetPortfolioSummaryDeps {
  netWorthSources: NetWorthSources
  priceHistory: PriceHistoryStore
  ensurePriceHistory: EnsurePriceHistory
  clock: Clock
}

export interface AllocationSlice {
  readonly key: string
  readonly value: Decimal
  /** Share of the priced market value, 0..1. */
  readonly weight: Decimal
}

export interface PortfolioSummary {
  readonly currency: string
  readonly marketValue: Decimal
  readonly costBasis: Decimal
  readonly unrealizedPl: Decimal
  readonly realizedPl: Decimal
  readonly dividends: Decimal
  readonly fees: Decimal
  readonly dayChange: Decimal
  /** Percentage points; null when nothing was held at the previous close. */
  readonly dayChangePercent: Decimal | null
  readonly allocation: {
    readonly byAssetType: readonly AllocationSlice[]
    readonly byCurrency: readonly AllocationSlice[]
    readonly byAccount: readonly AllocationSlice[]
  }
  /** The rate each holding currency was converted at (units of the base for one), and its day. */
  readonly rates: readonly { currency: string; rate: number; asOf: IsoDate }[]
  /** Holdings without a close or a rate: left out of every figure, never counted as zero. */
  readonly missing: readonly { holdingId: string; symbol: string }[]
  /** The latest close used. */
  readonly asOf: IsoDate | null
}

const ZERO = new Decimal(0)

/**
 * The portfolio now, in the base currency: each holding's position from its trades, valued at
 * its latest stored close (closes topped up once a day) and the latest rate of its currency.
 * Cost basis, realised P/L, dividends and fees are converted at that same latest rate (named in
 * `rates`), so the figures add up: unrealised = market value - cost basis.
 */
export class GetPortfolioSummary {
  readonly #deps: GetPortfolioSummaryDeps
  constructor(deps: GetPortfolioSummaryDeps) {
    this.#deps = deps
  }

  async execute({ userId }: { userId: string }): Promise<PortfolioSummary> {
    const { netWorthSources, priceHistory, ensurePriceHistory, clock } = this.#deps
    const today = utcDate(clock.now())
    const ledger = await netWorthSources.load(userId, today)
    const holdings = valuedHoldings(ledger.holdings, ledger.trades)
    // A week back is enough for the latest close and the one before it (long weekends included).
    const needs = priceNeeds({ ...ledger, accounts: [] }, holdings, addDays(today, -7))
    await ensurePriceHistory.execute(needs)
    const market = (await StoredCloses.load(priceHistory, needs)).marketFor(ledger.baseCurrency)

    const totals = {
      marketValue: ZERO,
      costBasis: ZERO,
      realized: ZERO,
      dividends: ZERO,
      fees: ZERO,
      dayChange: ZERO,
    }
    const slices = {
      byAssetType: new Map<string, Decimal>(),
      byCurrency: new Map<string, Decimal>(),
      byAccount: new Map<string, Decimal>(),
    }
    const rates = new Map<string, { currency: string; rate: number; asOf: IsoDate }>()
    const missing: { holdingId: string; symbol: string }[] = []
    let asOf: IsoDate | null = null
    for (const h of holdings) {
      const position = positionOf(h.trades)
      const quantity = new Decimal(position.quantity)
      const closes = market.closes(h)
      const rateSeries = market.rate(h.currency)
      const close = closes.at(today)
      const rate = rateSeries.at(today)
      if (rate === undefined || (close === undefined && !quantity.isZero())) {
        missing.push({ holdingId: h.id, symbol: h.symbol })
        continue
      }
      const fx = new Decimal(rate)
      if (h.currency !== ledger.baseCurrency)
        rates.set(h.currency, { currency: h.currency, rate, asOf: rateSeries.dateOf(today)! })
      const value = quantity.isZero() ? ZERO : quantity.times(close!).times(fx)
      const previous = closes.previous(today) ?? close ?? 0
      if (!quantity.isZero()) {
        const closeDate = closes.dateOf(today)!
        if (asOf === null || closeDate > asOf) asOf = closeDate
      }
      totals.marketValue = totals.marketValue.plus(value)
      totals.costBasis = totals.costBasis.plus(new Decimal(position.costBasis).times(fx))
      totals.realized = totals.realized.plus(new Decimal(position.realizedPl).times(fx))
      totals.dividends = totals.dividends.plus(new Decimal(position.dividends).times(fx))
      totals.fees = totals.fees.plus(new Decimal(position.fees).times(fx))
      totals.dayChange = totals.dayChange.plus(
        quantity.times(new Decimal(close ?? 0).minus(previous)).times(fx),
      )
      if (value.isZero()) continue
      add(slices.byAssetType, h.assetType satisfies AssetType, value)
      add(slices.byCurrency, h.currency, value)
      add(slices.byAccount, h.accountId ?? 'none', value)
    }
    const before = totals.marketValue.minus(totals.dayChange)
    const toSlices = (m: Map<string, Decimal>): AllocationSlice[] =>
      [...m]
        .map(([key, value]) => ({
          key,
          value,
          weight: totals.marketValue.isZero() ? ZERO : value.div(totals.marketValue),
        }))
        .sort((a, b) => b.value.comparedTo(a.value) || (a.key < b.key ? -1 : 1))
    return {
      currency: ledger.baseCurrency,
      marketValue: totals.marketValue,
      costBasis: totals.costBasis,
      unrealizedPl: totals.marketValue.minus(totals.costBasis),
      realizedPl: totals.realized,
      dividends: totals.dividends,
      fees: totals.fees,
      dayChange: totals.dayChange,
      dayChangePercent: before.greaterThan(0) ? totals.dayChange.div(before).times(100) : null,
      allocation: {
        byAssetType: toSlices(slices.byAssetType),
        byCurrency: toSlices(slices.byCurrency),
        byAccount: toSlices(slices.byAccount),
      },
      rates: [...rates.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1)),
      missing,
      asOf,
    }
  }
}

function add(m: Map<string, Decimal>, key: string, value: Decimal): void {
  m.set(key, (m.get(key) ?? ZERO).plus(value))
}
