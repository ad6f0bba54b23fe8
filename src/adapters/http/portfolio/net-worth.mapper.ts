import type { Decimal } from '../../../domain/money.js'
import type { NetWorthSeries } from '../../../application/use-cases/portfolio/get-net-worth.js'
import type { PerformanceReport } from '../../../application/use-cases/portfolio/get-portfolio-performance.js'
import type { PortfolioSummary } from '../../../application/use-cases/portfolio/get-portfolio-summary.js'
import type { RebuildReport } from '../../../application/use-cases/portfolio/rebuild-net-worth.js'

/** Amounts on the wire: exact, at most 10 decimals (the ledger's shape). */
export const money = (d: Decimal): string => d.toDecimalPlaces(10).toFixed()

export const netWorthView = (s: NetWorthSeries) => ({
  currency: s.currency,
  points: s.points.map((p) => ({
    date: p.date,
    assets: money(p.assets),
    liabilities: money(p.liabilities),
    net_worth: money(p.netWorth),
    missing: [...p.missing],
  })),
})

export const rebuildView = (r: RebuildReport) => ({
  currency: r.currency,
  from: r.from,
  to: r.to,
  days: r.days,
})

export const summaryView = (s: PortfolioSummary) => {
  const slices = (list: PortfolioSummary['allocation']['byCurrency']) =>
    list.map((x) => ({ key: x.key, value: money(x.value), weight: money(x.weight) }))
  return {
    currency: s.currency,
    market_value: money(s.marketValue),
    cost_basis: money(s.costBasis),
    unrealized_pl: money(s.unrealizedPl),
    realized_pl: money(s.realizedPl),
    dividends: money(s.dividends),
    fees: money(s.fees),
    day_change: money(s.dayChange),
    day_change_percent: s.dayChangePercent === null ? null : money(s.dayChangePercent),
    allocation: {
      by_asset_type: slices(s.allocation.byAssetType),
      by_currency: slices(s.allocation.byCurrency),
      by_account: slices(s.allocation.byAccount),
    },
    rates: s.rates.map((r) => ({ currency: r.currency, rate: r.rate, as_of: r.asOf })),
    missing: s.missing.map((m) => ({ holding_id: m.holdingId, symbol: m.symbol })),
    as_of: s.asOf,
  }
}

export const performanceView = (period: string, p: PerformanceReport) => ({
  currency: p.currency,
  period,
  twr: p.twr,
  mwr: p.mwr,
  start_value: money(p.startValue),
  end_value: money(p.endValue),
  net_flows: money(p.netFlows),
  missing: [...p.missing],
  points: p.points.map((x) => ({
    date: x.date,
    value: money(x.value),
    net_flow: money(x.netFlow),
    twr_cumulative: x.twrCumulative,
  })),
})
