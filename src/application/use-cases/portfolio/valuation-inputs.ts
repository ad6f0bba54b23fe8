import type { Holding } from '../../../domain/ledger/holding.js'
import { utcDate, type IsoDate } from '../../../domain/portfolio/calendar.js'
import {
  DailyCloses,
  UNIT_CLOSES,
  type CloseSeries,
  type DailyClose,
} from '../../../domain/portfolio/daily-closes.js'
import {
  historyOf,
  instrumentKey,
  instrumentOf,
  rateInstrument,
  type Instrument,
} from '../../../domain/portfolio/instrument.js'
import { inTradeOrder, type Trade } from '../../../domain/portfolio/trade.js'
import type { ValuationMarket, ValuedHolding } from '../../../domain/portfolio/valuation.js'
import type { UserLedger } from '../../ports/net-worth-sources.js'
import type { PriceHistoryStore } from '../../ports/price-history-store.js'
import type { PriceNeed } from './ensure-price-history.js'

/** The user's holdings with their histories (an opening buy for one created with a quantity and no trades). */
export function valuedHoldings(holdings: readonly Holding[], trades: readonly Trade[]): ValuedHolding[] {
  const byHolding = new Map<string, Trade[]>()
  for (const t of trades) byHolding.set(t.holdingId, [...(byHolding.get(t.holdingId) ?? []), t])
  return holdings.map((h) => ({
    id: h.id,
    symbol: h.symbol,
    assetType: h.assetType,
    currency: h.currency,
    accountId: h.accountId,
    trades: historyOf(h, inTradeOrder(byHolding.get(h.id) ?? [])),
  }))
}

/**
 * The series one user's valuation reads from `from` on: each holding's closes from its first
 * trade (or `from`, when later), and a rate to the base currency for every other currency.
 */
export function priceNeeds(
  ledger: UserLedger,
  holdings: readonly ValuedHolding[],
  from: IsoDate,
): PriceNeed[] {
  const needs: PriceNeed[] = []
  const currencies = new Set<string>(ledger.accounts.map((a) => a.currency))
  for (const h of holdings) {
    currencies.add(h.currency)
    const instrument = instrumentOf(h)
    const first = h.trades[0] ? utcDate(h.trades[0].occurredAt) : from
    if (instrument) needs.push({ instrument, from: first > from ? first : from })
  }
  for (const c of currencies) {
    const instrument = rateInstrument(c, ledger.baseCurrency)
    if (instrument) needs.push({ instrument, from })
  }
  return needs
}

/** Stored closes of many series, read in one query, shared by the users of a page. */
export class StoredCloses {
  readonly #closes: ReadonlyMap<string, DailyClose[]>
  readonly #series = new Map<string, CloseSeries>()

  private constructor(closes: ReadonlyMap<string, DailyClose[]>) {
    this.#closes = closes
  }

  static async load(store: PriceHistoryStore, needs: readonly PriceNeed[]): Promise<StoredCloses> {
    const instruments = new Map<string, Instrument>(
      needs.map((n) => [instrumentKey(n.instrument), n.instrument]),
    )
    return new StoredCloses(await store.closes([...instruments.values()]))
  }

  /** Carry-forward series in `baseCurrency`: a holding's closes and each currency's rate to the base. */
  marketFor(baseCurrency: string): ValuationMarket {
    return {
      closes: (h) => this.#of(instrumentOf(h)),
      rate: (currency) => this.#of(rateInstrument(currency, baseCurrency)),
    }
  }

  #of(instrument: Instrument | undefined): CloseSeries {
    if (!instrument) return UNIT_CLOSES
    const key = instrumentKey(instrument)
    let s = this.#series.get(key)
    if (!s) this.#series.set(key, (s = new DailyCloses(this.#closes.get(key) ?? [])))
    return s
  }
}
