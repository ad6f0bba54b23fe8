import type { FakeServer } from './fake-server.js'
import {
  failureReply,
  FakeProvider,
  type FakeMode,
  type FakeReply,
  type RecordedRequest,
} from './fake-server.js'

export const FAKE_CRUMB = 'fakeCrumb42x'

export interface FakeStock {
  readonly price: number
  readonly currency?: string
  readonly name?: string
  readonly change?: number
  readonly changePercent?: number
  /** 'CURRENCY' for BASEQUOTE=X symbols. */
  readonly quoteType?: 'EQUITY' | 'ETF' | 'CURRENCY'
}

/** A /v7/finance/quote result shaped like Yahoo's (field set as recorded in Feb 2025). */
export function yahooQuoteResult(symbol: string, s: FakeStock, time = 1739566800) {
  const price = s.price
  const currencyPair = s.quoteType === 'CURRENCY'
  return {
    language: 'en-US',
    region: 'US',
    quoteType: s.quoteType ?? 'EQUITY',
    typeDisp: currencyPair ? 'Currency' : 'Equity',
    quoteSourceName: 'Nasdaq Real Time Price',
    triggerable: true,
    customPriceAlertConfidence: 'HIGH',
    currency: s.currency ?? 'USD',
    shortName: s.name ?? `${symbol} Inc.`,
    longName: s.name ?? `${symbol} Incorporated`,
    marketState: 'REGULAR',
    regularMarketChangePercent: s.changePercent ?? 1.25,
    regularMarketPrice: price,
    regularMarketChange: s.change ?? 2.5,
    regularMarketTime: time,
    regularMarketDayHigh: price * 1.01,
    regularMarketDayRange: `${price * 0.99} - ${price * 1.01}`,
    regularMarketDayLow: price * 0.99,
    regularMarketVolume: currencyPair ? 0 : 1234567,
    regularMarketPreviousClose: price - 2.5,
    regularMarketOpen: price - 1,
    bid: price,
    ask: price,
    bidSize: 1,
    askSize: 1,
    exchange: currencyPair ? 'CCY' : 'NMS',
    fullExchangeName: currencyPair ? 'CCY' : 'NasdaqGS',
    messageBoardId: `finmb_${symbol}`,
    exchangeTimezoneName: 'America/New_York',
    exchangeTimezoneShortName: 'EST',
    gmtOffSetMilliseconds: -18000000,
    market: currencyPair ? 'ccy_market' : 'us_market',
    esgPopulated: false,
    tradeable: false,
    cryptoTradeable: false,
    fiftyTwoWeekLow: price * 0.7,
    fiftyTwoWeekHigh: price * 1.1,
    fiftyTwoWeekRange: `${price * 0.7} - ${price * 1.1}`,
    fiftyTwoWeekLowChange: price * 0.3,
    fiftyTwoWeekLowChangePercent: 0.42,
    fiftyTwoWeekHighChange: -price * 0.1,
    fiftyTwoWeekHighChangePercent: -0.09,
    fiftyTwoWeekChangePercent: 12.5,
    fiftyDayAverage: price,
    fiftyDayAverageChange: 0,
    fiftyDayAverageChangePercent: 0,
    twoHundredDayAverage: price,
    twoHundredDayAverageChange: 0,
    twoHundredDayAverageChangePercent: 0,
    averageDailyVolume3Month: 5000000,
    averageDailyVolume10Day: 4000000,
    sourceInterval: 15,
    exchangeDataDelayedBy: 0,
    hasPrePostMarketData: !currencyPair,
    firstTradeDateMilliseconds: 345479400000,
    priceHint: currencyPair ? 4 : 2,
    corporateActions: [],
    symbol,
  }
}

/** A /v8/finance/chart result: one daily candle per timestamp. */
export function yahooChart(symbol: string, timestamps: number[], currency = 'USD') {
  const closes = timestamps.map((_, i) => 100 + i)
  return {
    chart: {
      result: [
        {
          meta: {
            currency,
            symbol,
            exchangeName: 'NMS',
            fullExchangeName: 'NasdaqGS',
            instrumentType: 'EQUITY',
            firstTradeDate: 345479400,
            regularMarketTime: 1739998801,
            hasPrePostMarketData: true,
            gmtoffset: -18000,
            timezone: 'EST',
            exchangeTimezoneName: 'America/New_York',
            regularMarketPrice: 244.87,
            chartPreviousClose: 73.41,
            priceHint: 2,
            currentTradingPeriod: {
              pre: { timezone: 'EST', start: 1740042000, end: 1740061800, gmtoffset: -18000 },
              regular: { timezone: 'EST', start: 1740061800, end: 1740085200, gmtoffset: -18000 },
              post: { timezone: 'EST', start: 1740085200, end: 1740099600, gmtoffset: -18000 },
            },
            dataGranularity: '1d',
            range: '',
            validRanges: ['1d', '5d', '1mo', '3mo', '6mo', '1y', '2y', '5y', '10y', 'ytd', 'max'],
          },
          timestamp: timestamps,
          indicators: {
            quote: [
              {
                open: closes.map((c) => c - 1),
                high: closes.map((c) => c + 2),
                low: closes.map((c) => c - 2),
                close: closes,
                volume: closes.map(() => 1000),
              },
            ],
            adjclose: [{ adjclose: closes }],
          },
        },
      ],
      error: null,
    },
  }
}

const notFound = (key: string, description: string): FakeReply => ({
  status: 404,
  body: { [key]: { result: null, error: { code: 'Not Found', description } } },
})

/**
 * Yahoo as yahoo-finance2 sees it through YAHOO_BASE_URL: the consent redirect that sets the
 * first cookie, /v1/test/getcrumb, then quote (unknown symbols silently left out), chart and
 * quoteSummary (404 envelopes). API calls without the cookie and crumb get 401 like Yahoo's.
 */
export class FakeYahoo extends FakeProvider {
  readonly stocks = new Map<string, FakeStock>()
  /** Symbols with earnings (quoteSummary calendarEvents); others 404 like an ETF. */
  readonly earnings = new Map<string, { date: number; estimate: number }>()
  mode: FakeMode = 'ok'
  retryAfter = '30'
  /** Change it to expire the session: API calls with the old crumb get 401 Invalid Crumb. */
  crumb = FAKE_CRUMB

  private constructor(server: FakeServer) {
    super(server)
  }

  static async start(): Promise<FakeYahoo> {
    return FakeProvider.startWith((server) => new FakeYahoo(server))
  }

  /** Calls of /v7/finance/quote (one per batch of up to 50 symbols). */
  get quoteCalls(): number {
    return this.server.count('/v7/finance/quote')
  }

  handle(req: RecordedRequest): FakeReply | 'hang' {
    if (req.path.startsWith('/quote/')) {
      return {
        status: 307,
        headers: {
          location:
            'https://guce.yahoo.com/consent?brandType=nonEu&done=https%3A%2F%2Ffinance.yahoo.com%2Fquote%2FAAPL',
          'set-cookie': ['A1=fakecookie; Domain=.yahoo.com; Path=/'],
        },
      }
    }
    if (req.path === '/consent') return { status: 200, body: '<html>consent</html>' }
    const failure = failureReply(this.mode, this.retryAfter)
    if (failure) return failure
    if (req.path === '/v1/test/getcrumb') {
      return String(req.headers.cookie).includes('A1=fakecookie')
        ? { body: this.crumb }
        : { status: 401, body: '' }
    }
    // quote and quoteSummary need the cookie and crumb; chart does not (as on Yahoo).
    const needsCrumb = req.path === '/v7/finance/quote' || req.path.startsWith('/v10/')
    if (
      needsCrumb &&
      (req.query.get('crumb') !== this.crumb || !String(req.headers.cookie).includes('A1='))
    ) {
      return {
        status: 401,
        body: { finance: { result: null, error: { code: 'Unauthorized', description: 'Invalid Crumb' } } },
      }
    }
    if (req.path === '/v7/finance/quote') {
      const symbols = (req.query.get('symbols') ?? '').split(',')
      const result = symbols
        .filter((s) => this.stocks.has(s))
        .map((s) => yahooQuoteResult(s, this.stocks.get(s)!))
      return { body: { quoteResponse: { result, error: null } } }
    }
    if (req.path.startsWith('/v8/finance/chart/')) {
      const symbol = decodeURIComponent(req.path.slice('/v8/finance/chart/'.length))
      if (!this.stocks.has(symbol)) return notFound('chart', 'No data found, symbol may be delisted')
      const from = Number(req.query.get('period1'))
      return {
        body: yahooChart(
          symbol,
          [from + 86400, from + 2 * 86400, from + 3 * 86400],
          this.stocks.get(symbol)!.currency,
        ),
      }
    }
    if (req.path.startsWith('/v10/finance/quoteSummary/')) {
      const symbol = decodeURIComponent(req.path.slice('/v10/finance/quoteSummary/'.length))
      const e = this.earnings.get(symbol)
      if (!e)
        return notFound(
          'quoteSummary',
          'No fundamentals data found for any of the summaryTypes=calendarEvents',
        )
      return {
        body: {
          quoteSummary: {
            result: [
              {
                calendarEvents: {
                  maxAge: 1,
                  earnings: {
                    earningsDate: [e.date, e.date + 86400 * 4],
                    earningsCallDate: [e.date],
                    isEarningsDateEstimate: true,
                    earningsAverage: e.estimate,
                    earningsLow: e.estimate - 0.1,
                    earningsHigh: e.estimate + 0.1,
                    revenueAverage: 9e10,
                    revenueLow: 8e10,
                    revenueHigh: 1e11,
                  },
                  exDividendDate: 1739145600,
                  dividendDate: 1739404800,
                },
              },
            ],
            error: null,
          },
        },
      }
    }
    return { status: 404, body: 'no such fake route' }
  }

  close(): Promise<void> {
    return this.server.close()
  }
}
