import type { Candle } from '../market/market-data.js'
import { utcDate } from './calendar.js'
import type { DailyClose } from './daily-closes.js'

/**
 * One close per UTC day from a provider's candles: the last candle of the day with a positive
 * close (CoinGecko's OHLC gives several a day; Yahoo's daily chart one, null on a halted day).
 */
export function dailyClosesOf(candles: readonly Candle[]): DailyClose[] {
  const byDay = new Map<string, { time: number; close: number }>()
  for (const c of candles) {
    if (c.close === null || !(c.close > 0)) continue
    const day = utcDate(c.time)
    const seen = byDay.get(day)
    if (!seen || seen.time <= c.time.getTime()) byDay.set(day, { time: c.time.getTime(), close: c.close })
  }
  return [...byDay]
    .map(([date, v]) => ({ date: date as DailyClose['date'], close: v.close }))
    .sort((a, b) => (a.date < b.date ? -1 : 1))
}
