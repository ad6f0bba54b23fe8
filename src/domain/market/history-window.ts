import type { HistoryInterval, HistoryPeriod } from './market-data.js'
import { DAY_MS } from '../calendar.js'

const DAYS: Record<Exclude<HistoryPeriod, 'ytd' | 'max'>, number> = {
  '1d': 1,
  '5d': 5,
  '1mo': 30,
  '3mo': 91,
  '6mo': 182,
  '1y': 365,
  '2y': 730,
  '5y': 1826,
  '10y': 3652,
}

/** Where a period's window starts; 'max' is the epoch (the provider returns what it has). */
export function periodStart(period: HistoryPeriod, now: Date): Date {
  if (period === 'max') return new Date(0)
  if (period === 'ytd') return new Date(Date.UTC(now.getUTCFullYear(), 0, 1))
  return new Date(now.getTime() - DAYS[period] * DAY_MS)
}

/** Days the window spans, rounded up (at least 1). */
export function periodDays(period: HistoryPeriod, now: Date): number {
  return Math.max(1, Math.ceil((now.getTime() - periodStart(period, now).getTime()) / DAY_MS))
}

/** A candle spacing that gives a chart of a sensible size (a few dozen to a few hundred points). */
export function defaultInterval(period: HistoryPeriod): HistoryInterval {
  switch (period) {
    case '1d':
      return '5m'
    case '5d':
      return '15m'
    case '1mo':
    case '3mo':
    case '6mo':
    case '1y':
    case 'ytd':
      return '1d'
    case '2y':
    case '5y':
      return '1wk'
    default:
      return '1mo'
  }
}
