import { ValidationError, type FieldError } from '../errors.js'
import {
  HISTORY_ASSET_TYPES,
  HISTORY_INTERVALS,
  HISTORY_PERIODS,
  type CryptoCurrency,
  type CryptoId,
  type ForexPair,
  type HistoryAssetType,
  type HistoryInterval,
  type HistoryPeriod,
  type StockSymbol,
} from './market-data.js'

/** docs/api.md "Market data": lists of symbols, ids or pairs hold at most 100 items; more is 422. */
export const MAX_LIST_ITEMS = 100

// No spaces anywhere: "AA PL" is rejected rather than silently trimmed into another symbol.
const STOCK = /^\^?[A-Z0-9][A-Z0-9.=^-]{0,19}$/
const CRYPTO_ID = /^[a-z0-9][a-z0-9._-]{0,79}$/
const CRYPTO_CURRENCY = /^[a-z]{3,5}$/
const PAIR = /^([A-Z]{3})[/_-]?([A-Z]{3})(=X)?$/

/** Parsers return undefined for junk; the `require*` helpers turn that into a 422 with a pointer. */
export function parseStockSymbol(raw: unknown): StockSymbol | undefined {
  if (typeof raw !== 'string') return undefined
  const s = raw.toUpperCase()
  return STOCK.test(s) ? (s as StockSymbol) : undefined
}

export function parseCryptoId(raw: unknown): CryptoId | undefined {
  if (typeof raw !== 'string') return undefined
  const s = raw.toLowerCase()
  return CRYPTO_ID.test(s) ? (s as CryptoId) : undefined
}

export function parseCryptoCurrency(raw: unknown): CryptoCurrency | undefined {
  if (typeof raw !== 'string') return undefined
  const s = raw.toLowerCase()
  return CRYPTO_CURRENCY.test(s) ? (s as CryptoCurrency) : undefined
}

/** "EUR/USD", "EURUSD", "eur-usd" and Yahoo's "EURUSD=X" all become {EUR, USD}. */
export function parseForexPair(raw: unknown): ForexPair | undefined {
  if (typeof raw !== 'string') return undefined
  const m = PAIR.exec(raw.toUpperCase())
  if (!m?.[1] || !m[2] || m[1] === m[2]) return undefined
  return { base: m[1], quote: m[2] }
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: unknown): T | undefined =>
    typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined

export const parsePeriod = oneOf<HistoryPeriod>(HISTORY_PERIODS)
export const parseInterval = oneOf<HistoryInterval>(HISTORY_INTERVALS)
export const parseHistoryAssetType = oneOf<HistoryAssetType>(HISTORY_ASSET_TYPES)

/** One value or a 422 naming `pointer`. */
export function requireValue<T>(
  parse: (raw: unknown) => T | undefined,
  raw: unknown,
  pointer: string,
  detail: string,
): T {
  const value = parse(raw)
  if (value === undefined) throw ValidationError.field(pointer, detail)
  return value
}

/**
 * A list of 1..100 items, each parsed; every bad item gets its own pointer (`/symbols/3`).
 * Duplicates are kept once, in first-seen order.
 */
export function requireList<T>(
  parse: (raw: unknown) => T | undefined,
  raw: readonly unknown[] | undefined,
  pointer: string,
  what: string,
  options: { allowEmpty?: boolean; keyOf?: (v: T) => string } = {},
): T[] {
  const items = raw ?? []
  if (items.length === 0 && !options.allowEmpty)
    throw ValidationError.field(pointer, `give at least one ${what}`)
  if (items.length > MAX_LIST_ITEMS)
    throw ValidationError.field(pointer, `at most ${MAX_LIST_ITEMS} items (got ${items.length})`)
  const errors: FieldError[] = []
  const out = new Map<string, T>()
  items.forEach((item, i) => {
    const value = parse(item)
    if (value === undefined) errors.push({ pointer: `${pointer}/${i}`, detail: `is not a valid ${what}` })
    else out.set(options.keyOf ? options.keyOf(value) : String(value), value)
  })
  if (errors.length > 0) throw new ValidationError(errors)
  return [...out.values()]
}
