import {
  watchedKey,
  type PriceFeed,
  type PriceSubscription,
  type PriceUpdate,
  type WatchedItem,
} from '../../src/application/ports/price-feed.js'
import type { CryptoCurrency, CryptoId } from '../../src/domain/market/market-data.js'
import { FakeCryptoMarketData } from './fake-crypto-market-data.js'
import { FakeStockMarketData } from './fake-stock-market-data.js'

type Price = Pick<PriceUpdate, 'stock' | 'crypto'>

const changed = (before: Price | undefined, now: Price) =>
  !before ||
  (now.stock
    ? before.stock?.price !== now.stock.price || before.stock.changePercent !== now.stock.changePercent
    : before.crypto?.price !== now.crypto?.price ||
      before.crypto?.changePercent24h !== now.crypto?.changePercent24h)

/**
 * A PriceFeed without a timer, for tests: `poll()` is one interval, asking the fake providers for
 * every watched item once and telling the listeners of each item whose price changed (one `seq`
 * per poll). A failing provider skips its items, as the port says.
 */
export class FakePriceFeed implements PriceFeed {
  readonly #listeners = new Map<string, { item: WatchedItem; listeners: Set<(u: PriceUpdate) => void> }>()
  readonly #latest = new Map<string, PriceUpdate>()
  #seq = 0

  constructor(
    readonly stocks = new FakeStockMarketData(),
    readonly crypto = new FakeCryptoMarketData(),
  ) {}

  /** How many items somebody watches. */
  get watched(): number {
    return this.#listeners.size
  }

  watch(items: readonly WatchedItem[], listener: (update: PriceUpdate) => void): PriceSubscription {
    const keys = [...new Set(items.map(watchedKey))]
    for (const item of items) {
      const entry = this.#listeners.get(watchedKey(item)) ?? { item, listeners: new Set() }
      entry.listeners.add(listener)
      this.#listeners.set(watchedKey(item), entry)
    }
    let open = true
    return {
      latest: async () => ({
        updates: new Map(
          keys.flatMap((k) => (this.#latest.has(k) ? [[k, this.#latest.get(k)!] as const] : [])),
        ),
        seq: this.#seq,
      }),
      close: () => {
        if (!open) return
        open = false
        for (const key of keys) {
          const entry = this.#listeners.get(key)
          entry?.listeners.delete(listener)
          if (entry?.listeners.size === 0) {
            this.#listeners.delete(key)
            this.#latest.delete(key)
          }
        }
      },
    }
  }

  /** One interval: polls every watched item and delivers the changes. */
  async poll(): Promise<void> {
    const items = [...this.#listeners.values()].map((e) => e.item)
    const prices = new Map<string, Price>()
    const symbols = items.flatMap((i) => (i.kind === 'stock' ? [i.symbol] : []))
    const byCurrency = new Map<CryptoCurrency, CryptoId[]>()
    for (const i of items)
      if (i.kind === 'crypto') byCurrency.set(i.currency, [...(byCurrency.get(i.currency) ?? []), i.id])
    const calls: Promise<void>[] = []
    if (symbols.length > 0)
      calls.push(
        this.stocks.quotes(symbols).then((quotes) => {
          for (const [symbol, stock] of quotes) prices.set(`s:${symbol}`, { stock })
        }),
      )
    for (const [currency, ids] of byCurrency)
      calls.push(
        this.crypto.prices(ids, currency).then((found) => {
          for (const [id, crypto] of found) prices.set(`c:${id}:${currency}`, { crypto })
        }),
      )
    await Promise.allSettled(calls)
    const updates = [...prices].filter(([key, price]) => changed(this.#latest.get(key), price))
    if (updates.length === 0) return
    const seq = ++this.#seq
    for (const [key, price] of updates) {
      const update = { key, seq, ...price }
      this.#latest.set(key, update)
      for (const listener of this.#listeners.get(key)?.listeners ?? []) listener(update)
    }
  }
}
