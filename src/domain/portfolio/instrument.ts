import type { AssetType, HoldingDraft } from '../ledger/holding.js'
import type { Trade, TradeDraft } from './trade.js'

/** Where a series of daily closes lives in price_history: shared by every user who holds it. */
export interface Instrument {
  readonly provider: 'yahoo' | 'coingecko' | 'fx'
  readonly symbol: string
}

export const instrumentKey = (i: Instrument): string => `${i.provider}:${i.symbol}`

/**
 * The series that prices a holding: Yahoo for listed symbols, CoinGecko for crypto (priced in
 * the holding's currency), none for cash (always 1).
 */
export function instrumentOf(h: {
  readonly symbol: string
  readonly assetType: AssetType
  readonly currency: string
}): Instrument | undefined {
  if (h.assetType === 'cash') return undefined
  if (h.assetType === 'crypto')
    return { provider: 'coingecko', symbol: `${h.symbol}:${h.currency.toLowerCase()}` }
  return { provider: 'yahoo', symbol: h.symbol }
}

/** Units of `base` for one unit of `currency`, as stored: undefined for the base itself. */
export function rateInstrument(currency: string, base: string): Instrument | undefined {
  return currency === base ? undefined : { provider: 'fx', symbol: `${currency}/${base}` }
}

/**
 * A holding created with a quantity and no trades counts as one opening buy at its average
 * cost on its created date (a null price when no average cost was given).
 */
export function openingBuy(
  h: Pick<HoldingDraft, 'quantity' | 'averageCost' | 'currency'> & { readonly createdAt: Date },
): TradeDraft {
  return {
    side: 'buy',
    quantity: h.quantity,
    price: h.averageCost,
    amount: null,
    fee: '0' as TradeDraft['fee'],
    currency: h.currency,
    occurredAt: h.createdAt,
    origin: 'opening',
  }
}

/** The history a holding is valued with: its trades, or its opening buy when it has none. */
export function historyOf(
  h: Pick<HoldingDraft, 'quantity' | 'averageCost' | 'currency'> & { readonly createdAt: Date },
  trades: readonly Trade[],
): readonly TradeDraft[] {
  if (trades.length > 0 || Number(h.quantity) === 0) return trades
  return [openingBuy(h)]
}
