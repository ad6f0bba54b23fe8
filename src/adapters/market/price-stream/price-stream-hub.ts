import { randomUUID } from 'node:crypto'
import type { CryptoMarketData } from '../../../application/ports/crypto-market-data.js'
import type { Log } from '../../../application/ports/log.js'
import {
  watchedKey,
  type PriceFeed,
  type PriceSubscription,
  type PriceUpdate,
  type WatchedItem,
} from '../../../application/ports/price-feed.js'
import type { StockMarketData } from '../../../application/ports/stock-market-data.js'
import type {
  CryptoCurrency,
  CryptoId,
  CryptoPrice,
  StockQuote,
  StockSymbol,
} from '../../../domain/market/market-data.js'
import { MAX_SYMBOLS_PER_CALL } from '../cache-ttl.js'
import { marketCodec } from '../market-value-codec.js'
import type { BoardUpdate, StreamBoard } from './stream-board.js'

export interface PriceStreamSettings {
  /** One poll of every watched item per interval (wall-clock aligned, so instances agree on ticks). */
  readonly intervalMs: number
  /** CoinGecko's allowance: crypto is polled at most this often (keyless: about 5 calls a minute). */
  readonly cryptoMinIntervalMs: number
}

/** The uncached providers a poll asks (a poll wants the price now, not the cache's). */
export interface PricePollers {
  readonly stocks: Pick<StockMarketData, 'quotes'>
  readonly crypto: Pick<CryptoMarketData, 'prices'>
}

type Price = { readonly stock?: StockQuote; readonly crypto?: CryptoPrice }
const codec = marketCodec<Price>()

/**
 * PriceFeed over a StreamBoard. Every interval, each instance with listeners renews what it
 * watches; the one instance that claims the tick polls every item anybody watches (stocks 50 a
 * call, crypto per currency), and publishes the items whose price changed; every instance hands
 * them to its listeners. So N streams on M instances cost what one stream costs.
 */
export class PriceStreamHub implements PriceFeed {
  readonly #instance = randomUUID()
  readonly #listeners = new Map<string, Set<(update: PriceUpdate) => void>>()
  readonly #seen = new Map<string, number>()
  #timer: NodeJS.Timeout | undefined
  #closed = false

  constructor(
    readonly board: StreamBoard,
    readonly pollers: PricePollers,
    readonly settings: PriceStreamSettings,
    readonly log: Log,
  ) {
    board.onUpdates((updates) => this.#deliver(updates))
  }

  watch(items: readonly WatchedItem[], listener: (update: PriceUpdate) => void): PriceSubscription {
    const keys = [...new Set(items.map(watchedKey))]
    const added: string[] = []
    for (const key of keys) {
      let set = this.#listeners.get(key)
      if (!set) {
        this.#listeners.set(key, (set = new Set()))
        added.push(key)
      }
      set.add(listener)
    }
    if (added.length > 0) void this.board.announce(this.#instance, added, this.#leaseMs())
    this.#schedule()
    let open = true
    return {
      latest: async () => {
        const [stored, seq] = await Promise.all([this.board.latest(keys), this.board.currentSeq()])
        const updates = new Map<string, PriceUpdate>()
        for (const [key, u] of stored) updates.set(key, decode(u))
        return { updates, seq }
      },
      close: () => {
        if (!open) return
        open = false
        const released: string[] = []
        for (const key of keys) {
          const set = this.#listeners.get(key)
          set?.delete(listener)
          if (set?.size === 0) {
            this.#listeners.delete(key)
            this.#seen.delete(key)
            released.push(key)
          }
        }
        if (released.length > 0) void this.board.withdraw(this.#instance, released)
        if (this.#listeners.size === 0) this.#stopTimer()
      },
    }
  }

  /** How many items this instance follows (for tests and metrics). */
  get watchedHere(): number {
    return this.#listeners.size
  }

  close(): void {
    this.#closed = true
    this.#stopTimer()
  }

  #leaseMs(): number {
    return 3 * this.settings.intervalMs
  }

  #schedule(): void {
    if (this.#timer || this.#closed || this.#listeners.size === 0) return
    const interval = this.settings.intervalMs
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined
        void this.#tick(Math.round(Date.now() / interval)).finally(() => this.#schedule())
      },
      interval - (Date.now() % interval),
    )
    this.#timer.unref()
  }

  #stopTimer(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
  }

  async #tick(tick: number): Promise<void> {
    if (this.#listeners.size === 0) return
    try {
      await this.board.announce(this.#instance, [...this.#listeners.keys()], this.#leaseMs())
      if (!(await this.board.claimTick(tick, this.settings.intervalMs))) return
      const keys = await this.board.watched()
      const cryptoEvery = Math.max(1, Math.ceil(this.settings.cryptoMinIntervalMs / this.settings.intervalMs))
      const polled = await this.#poll(keys, tick % cryptoEvery === 0)
      const before = await this.board.latest([...polled.keys()])
      const changed = [...polled].filter(([key, price]) => {
        const last = before.get(key)
        return !last || differs(codec.decode(last.payload), price)
      })
      if (changed.length === 0) return
      const seq = await this.board.nextSeq()
      await this.board.publish(changed.map(([key, price]) => ({ key, seq, payload: codec.encode(price) })))
    } catch (error) {
      this.log.warn(
        { err: error, component: 'price-stream' },
        'a live price poll failed; the next interval tries again',
      )
    }
  }

  /** One call per 50 stocks and per currency's crypto ids; a failing provider only skips its items. */
  async #poll(keys: readonly string[], withCrypto: boolean): Promise<Map<string, Price>> {
    const out = new Map<string, Price>()
    const symbols = keys.filter((k) => k.startsWith('s:')).map((k) => k.slice(2) as StockSymbol)
    const byCurrency = new Map<string, CryptoId[]>()
    if (withCrypto)
      for (const k of keys.filter((key) => key.startsWith('c:'))) {
        const [, id, currency] = k.split(':')
        byCurrency.set(currency!, [...(byCurrency.get(currency!) ?? []), id as CryptoId])
      }
    const calls: Promise<void>[] = []
    for (let i = 0; i < symbols.length; i += MAX_SYMBOLS_PER_CALL) {
      const chunk = symbols.slice(i, i + MAX_SYMBOLS_PER_CALL)
      calls.push(
        this.pollers.stocks.quotes(chunk).then((quotes) => {
          for (const [symbol, stock] of quotes) out.set(`s:${symbol}`, { stock })
        }),
      )
    }
    for (const [currency, ids] of byCurrency)
      for (let i = 0; i < ids.length; i += MAX_SYMBOLS_PER_CALL) {
        const chunk = ids.slice(i, i + MAX_SYMBOLS_PER_CALL)
        calls.push(
          this.pollers.crypto.prices(chunk, currency as CryptoCurrency).then((prices) => {
            for (const [id, crypto] of prices) out.set(`c:${id}:${currency}`, { crypto })
          }),
        )
      }
    const results = await Promise.allSettled(calls)
    for (const r of results)
      if (r.status === 'rejected')
        this.log.warn({ err: r.reason, component: 'price-stream' }, 'a live price poll failed for some items')
    return out
  }

  #deliver(updates: readonly BoardUpdate[]): void {
    for (const u of updates) {
      const listeners = this.#listeners.get(u.key)
      if (!listeners || u.seq <= (this.#seen.get(u.key) ?? 0)) continue
      this.#seen.set(u.key, u.seq)
      const update = decode(u)
      for (const listener of listeners) listener(update)
    }
  }
}

function decode(u: BoardUpdate): PriceUpdate {
  return { key: u.key, seq: u.seq, ...codec.decode(u.payload) }
}

/** A change a client would see: the price or the day's change moved. */
function differs(a: Price, b: Price): boolean {
  if (a.stock && b.stock)
    return a.stock.price !== b.stock.price || a.stock.changePercent !== b.stock.changePercent
  if (a.crypto && b.crypto)
    return a.crypto.price !== b.crypto.price || a.crypto.changePercent24h !== b.crypto.changePercent24h
  return true
}
