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

  close(): Promise<void> {
    return this.server.close()
  }
}
