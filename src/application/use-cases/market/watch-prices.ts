import { SymbolNotFoundError, ValidationError } from '../../../domain/errors.js'
import { parseCryptoId, parseStockSymbol, requireList } from '../../../domain/market/market-input.js'
import {
  watchedKey,
  type PriceFeed,
  type PriceSubscription,
  type PriceUpdate,
  type WatchedItem,
} from '../../ports/price-feed.js'
import type { GetMarketBatch, MarketBatch } from './get-market-batch.js'
import { requireCryptoCurrency } from './get-crypto-prices.js'

/** docs/scale-out.md "Live prices": one stream follows at most this many items. */
export const MAX_STREAM_ITEMS = 50

export interface WatchPricesInput {
  readonly symbols?: readonly unknown[] | undefined
  readonly crypto?: readonly unknown[] | undefined
  readonly currency?: string | undefined
  /** The last event id the client saw (Last-Event-ID); undefined: a first connection. */
  readonly lastEventId?: string | undefined
}

/** What a stream starts with, then its live updates until `subscription.close()`. */
export interface PriceWatch {
  /** A first connection: every item as the price caches have it now (with per-item errors). */
  readonly snapshot: MarketBatch | undefined
  /** The snapshot's event id: the newest update seq known when it was taken. */
  readonly snapshotSeq: number
  /** A resumed connection: the updates the client missed (newer than its Last-Event-ID). */
  readonly missed: readonly PriceUpdate[]
  readonly subscription: PriceSubscription
}

/**
 * A live price stream: checks the items (at most 50), subscribes to the feed before reading, so
 * nothing falls between the first answer and the updates, and answers either a snapshot (a first
 * connection) or what changed since the client's Last-Event-ID (a resumed one).
 */
export class WatchPrices {
  readonly #feed: PriceFeed
  readonly #batch: GetMarketBatch

  constructor({ priceFeed, getMarketBatch }: { priceFeed: PriceFeed; getMarketBatch: GetMarketBatch }) {
    this.#feed = priceFeed
    this.#batch = getMarketBatch
  }

  async execute(input: WatchPricesInput, listener: (update: PriceUpdate) => void): Promise<PriceWatch> {
    const opts = { allowEmpty: true }
    const symbols = requireList(parseStockSymbol, input.symbols, '/symbols', 'ticker', opts)
    const ids = requireList(parseCryptoId, input.crypto, '/crypto', 'coin id', opts)
    const currency = requireCryptoCurrency(input.currency)
    if (symbols.length + ids.length === 0)
      throw ValidationError.field('', 'give at least one of symbols or crypto')
    if (symbols.length + ids.length > MAX_STREAM_ITEMS)
      throw ValidationError.field(
        '',
        `a stream follows at most ${MAX_STREAM_ITEMS} items (symbols and crypto together)`,
      )
    const items: WatchedItem[] = [
      ...symbols.map((symbol) => ({ kind: 'stock' as const, symbol })),
      ...ids.map((id) => ({ kind: 'crypto' as const, id, currency })),
    ]
    const subscription = this.#feed.watch(items, listener)
    try {
      const resumeAfter = parseEventId(input.lastEventId)
      const { updates, seq } = await subscription.latest()
      if (resumeAfter !== undefined && resumeAfter <= seq) {
        const missed = items
          .map((item) => updates.get(watchedKey(item)))
          .filter((u): u is PriceUpdate => u !== undefined && u.seq > resumeAfter)
        const unknown = items.filter((item) => !updates.has(watchedKey(item)))
        // Items the feed has not polled yet: the client may not have them; they come from the caches.
        if (unknown.length === 0) return { snapshot: undefined, snapshotSeq: seq, missed, subscription }
        const snapshot = await this.#snapshot(unknown, currency)
        return { snapshot, snapshotSeq: seq, missed, subscription }
      }
      const snapshot = await this.#snapshot(items, currency)
      refuseWhenNoneIsKnown(snapshot)
      return { snapshot, snapshotSeq: seq, missed: [], subscription }
    } catch (error) {
      subscription.close()
      throw error
    }
  }

  #snapshot(items: readonly WatchedItem[], currency: string): Promise<MarketBatch> {
    return this.#batch.execute({
      stocks: items.flatMap((i) => (i.kind === 'stock' ? [i.symbol] : [])),
      crypto: items.flatMap((i) => (i.kind === 'crypto' ? [i.id] : [])),
      currency,
    })
  }
}

/**
 * A first connection whose items no provider knows ("0", "true": what a client sends with a
 * wrong type) would be a stream that never sends a price: it is refused before it starts, as
 * GET /market/quote/{symbol} refuses an unknown symbol (404 symbol_not_found). Some items known:
 * the stream goes on, the unknown ones named in the snapshot's errors.
 */
function refuseWhenNoneIsKnown(snapshot: MarketBatch): void {
  if (snapshot.stocks.length + snapshot.crypto.length > 0) return
  if (!snapshot.errors.every((e) => e.code === 'symbol_not_found')) return
  throw new SymbolNotFoundError(snapshot.errors.map((e) => e.item).join(', '))
}

/** A Last-Event-ID we issued is a whole number; anything else is ignored (a fresh snapshot). */
function parseEventId(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return undefined
  return Number(raw.trim())
}
