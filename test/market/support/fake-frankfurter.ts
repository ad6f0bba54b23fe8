import type { FakeServer } from './fake-server.js'
import {
  failureReply,
  FakeProvider,
  type FakeMode,
  type FakeReply,
  type RecordedRequest,
} from './fake-server.js'

/** Frankfurter's /v1/latest: rates per EUR, cross rates computed; an unknown currency is 404 {"message":"not found"}. */
export class FakeFrankfurter extends FakeProvider {
  /** Units per EUR. */
  readonly perEur: Record<string, number> = { EUR: 1, USD: 1.1722, GBP: 0.8612, JPY: 182.5, CHF: 0.9311 }
  mode: FakeMode = 'ok'

  private constructor(server: FakeServer) {
    super(server)
  }

  static async start(): Promise<FakeFrankfurter> {
    return FakeProvider.startWith((server) => new FakeFrankfurter(server))
  }

  handle(req: RecordedRequest): FakeReply | 'hang' {
    const failure = failureReply(this.mode)
    if (failure) return failure
    const series = /^\/v1\/(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(req.path)
    if (series) return this.#timeSeries(series[1]!, series[2]!, req)
    if (req.path !== '/v1/latest') return { status: 404, body: { message: 'not found' } }
    const base = req.query.get('base') ?? 'EUR'
    const symbols = (req.query.get('symbols') ?? '').split(',').filter(Boolean)
    if (this.perEur[base] === undefined || symbols.some((s) => this.perEur[s] === undefined))
      return { status: 404, body: { message: 'not found' } }
    const rates: Record<string, number> = {}
    for (const s of symbols)
      if (s !== base) rates[s] = Number((this.perEur[s]! / this.perEur[base]).toFixed(5))
    return { body: { amount: 1.0, base, date: '2025-12-17', rates } }
  }

  /**
   * `/v1/{from}..{to}`: one entry per ECB working day (none at weekends), the cross rate moving
   * by 0.001 a day so a test can tell the days apart; shaped like Frankfurter's answer.
   */
  #timeSeries(from: string, to: string, req: RecordedRequest): FakeReply {
    const base = req.query.get('base') ?? 'EUR'
    const symbols = (req.query.get('symbols') ?? '').split(',').filter(Boolean)
    if (this.perEur[base] === undefined || symbols.some((s) => this.perEur[s] === undefined))
      return { status: 404, body: { message: 'not found' } }
    const rates: Record<string, Record<string, number>> = {}
    let n = 0
    for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
      const weekday = new Date(t).getUTCDay()
      if (weekday === 0 || weekday === 6) continue
      const day: Record<string, number> = {}
      for (const s of symbols)
        if (s !== base) day[s] = Number((this.perEur[s]! / this.perEur[base] + 0.001 * n).toFixed(5))
      rates[new Date(t).toISOString().slice(0, 10)] = day
      n += 1
    }
    const dates = Object.keys(rates)
    return {
      body: {
        amount: 1.0,
        base,
        start_date: dates[0] ?? from,
        end_date: dates[dates.length - 1] ?? to,
        rates,
      },
    }
  }

  close(): Promise<void> {
    return this.server.close()
  }
}
