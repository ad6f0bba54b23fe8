import type { FakeServer } from './fake-server.js'
import {
  failureReply,
  FakeProvider,
  type FakeMode,
  type FakeReply,
  type RecordedRequest,
} from './fake-server.js'

export interface NasdaqRowInput {
  readonly symbol: string
  readonly name?: string
  readonly time?: string
  readonly eps?: string
  readonly epsForecast?: string
  readonly surprise?: string
}

/**
 * Nasdaq's /api/calendar/earnings?date=: every value a string ("$1.23", "($0.12)", "N/A", ""),
 * `data: null` style empty days, and a 403 for clients without browser-like headers.
 */
export class FakeNasdaq extends FakeProvider {
  readonly days = new Map<string, NasdaqRowInput[]>()
  mode: FakeMode = 'ok'

  private constructor(server: FakeServer) {
    super(server)
  }

  static async start(): Promise<FakeNasdaq> {
    return FakeProvider.startWith((server) => new FakeNasdaq(server))
  }

  handle(req: RecordedRequest): FakeReply | 'hang' {
    const failure = failureReply(this.mode)
    if (failure) return failure
    if (req.path !== '/api/calendar/earnings') return { status: 404, body: 'Not Found' }
    if (
      !String(req.headers['user-agent']).startsWith('Mozilla/') ||
      req.headers.referer !== 'https://www.nasdaq.com/'
    ) {
      return { status: 403, body: '<html>Access Denied</html>' }
    }
    const date = req.query.get('date') ?? ''
    const rows = this.days.get(date)
    if (!rows)
      return {
        body: {
          data: null,
          message: null,
          status: { rCode: 200, bCodeMessage: null, developerMessage: null },
        },
      }
    return {
      body: {
        data: {
          asOf: date,
          headers: {
            time: 'Time',
            symbol: 'Symbol',
            name: 'Company Name',
            eps: 'EPS',
            surprise: '% Surprise',
            epsForecast: 'Consensus EPS* Forecast',
          },
          rows: rows.map((r) => ({
            lastYearRptDt: 'N/A',
            lastYearEPS: 'N/A',
            time: 'time-not-supplied',
            name: `${r.symbol} Corp`,
            marketCap: '$1,000,000',
            fiscalQuarterEnding: 'Sep/2023',
            epsForecast: 'N/A',
            noOfEsts: '3',
            ...r,
          })),
        },
        message: null,
        status: { rCode: 200, bCodeMessage: null, developerMessage: null },
      },
    }
  }

  close(): Promise<void> {
    return this.server.close()
  }
}
