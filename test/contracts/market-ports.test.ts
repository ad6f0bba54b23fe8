import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import type { EarningsEvent, StockQuote } from '../../src/domain/market/market-data.js'
import { CoinGeckoCryptoMarketData } from '../../src/adapters/market/coingecko-crypto-market-data.js'
import { FrankfurterForexRates } from '../../src/adapters/market/frankfurter-forex-rates.js'
import { NasdaqEarningsCalendar } from '../../src/adapters/market/nasdaq-earnings-calendar.js'
import { YahooClient } from '../../src/adapters/market/yahoo-client.js'
import { YahooForexRates } from '../../src/adapters/market/yahoo-forex-rates.js'
import { YahooStockMarketData } from '../../src/adapters/market/yahoo-stock-market-data.js'
import { FakeCryptoMarketData } from '../fakes/fake-crypto-market-data.js'
import { FakeEarningsCalendar } from '../fakes/fake-earnings-calendar.js'
import { FakeForexRates } from '../fakes/fake-forex-rates.js'
import { FakeStockMarketData } from '../fakes/fake-stock-market-data.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { FakeCoinGecko } from '../market/support/fake-coingecko.js'
import { FakeFrankfurter } from '../market/support/fake-frankfurter.js'
import { FakeNasdaq } from '../market/support/fake-nasdaq.js'
import { FakeYahoo } from '../market/support/fake-yahoo.js'
import { coin, quote } from '../support/market-builders.js'
import { describeCryptoMarketDataContract } from './crypto-market-data.contract.js'
import { describeEarningsCalendarContract } from './earnings-calendar.contract.js'
import { describeForexRatesContract } from './forex-rates.contract.js'
import { describeStockMarketDataContract } from './stock-market-data.contract.js'

/**
 * The market ports' contracts, held by the one fake of each port and by the real adapters talking
 * to the fake providers of test/market/support over loopback HTTP (their real wire formats).
 */
const clock = new FixedClock('2025-05-16T21:00:00Z')
const policy = { timeoutMs: 2000, retries: 0, baseDelayMs: 5 }
const down = () => new UpstreamUnavailableError('fake', 'down')
const noop = async () => {}

/** Nasdaq's strings: "$1.23", "($0.12)", "N/A". */
const nasdaqMoney = (n: number | null) =>
  n === null ? 'N/A' : n < 0 ? `($${(-n).toFixed(2)})` : `$${n.toFixed(2)}`
const NASDAQ_TIME = { bmo: 'time-pre-market', amc: 'time-after-hours', unknown: 'time-not-supplied' } as const

describe('contract: market ports', () => {
  describe('StockMarketData', () => {
    describe('FakeStockMarketData', () => {
      describeStockMarketDataContract(async () => {
        const known = new Map<string, StockQuote>()
        const fake = new FakeStockMarketData(known)
        return {
          port: fake,
          know: (symbol, price) => void known.set(symbol, quote(symbol, price, 0)),
          knowEarnings: (symbol, date, epsEstimate) =>
            void fake.earnings.set(symbol, {
              symbol,
              name: null,
              date,
              time: 'unknown',
              epsEstimate,
              epsActual: null,
              surprisePercent: null,
            }),
          breakDown: () => void (fake.failure = down()),
          close: noop,
        }
      })
    })
    describe('YahooStockMarketData over a fake Yahoo', () => {
      describeStockMarketDataContract(async () => {
        const yahoo = await FakeYahoo.start()
        return {
          port: new YahooStockMarketData(new YahooClient({ ...policy, baseUrl: yahoo.url }), clock),
          know: (symbol, price) => void yahoo.stocks.set(symbol, { price }),
          knowEarnings: (symbol, date, estimate) =>
            void yahoo.earnings.set(symbol, { date: Date.parse(`${date}T20:00:00Z`) / 1000, estimate }),
          breakDown: () => void (yahoo.mode = 'down'),
          close: () => yahoo.close(),
        }
      })
    })
  })

  describe('CryptoMarketData', () => {
    describe('FakeCryptoMarketData', () => {
      describeCryptoMarketDataContract(async () => {
        const known = new Map<string, ReturnType<typeof coin>>()
        const fake = new FakeCryptoMarketData(known)
        return {
          port: fake,
          know: (id, symbol, name, usd) => void known.set(id, { ...coin(id, usd, 0), symbol, name }),
          breakDown: () => void (fake.failure = down()),
          close: noop,
        }
      })
    })
    describe('CoinGeckoCryptoMarketData over a fake CoinGecko', () => {
      describeCryptoMarketDataContract(async () => {
        const coingecko = await FakeCoinGecko.start()
        return {
          port: new CoinGeckoCryptoMarketData(
            { ...policy, baseUrl: coingecko.url, apiKey: undefined },
            clock,
          ),
          know: (id, symbol, name, usd) => void coingecko.coins.set(id, { symbol, name, usd }),
          breakDown: () => void (coingecko.mode = 'down'),
          close: () => coingecko.close(),
        }
      })
    })
  })

  describe('ForexRates', () => {
    /** Units per euro of every currency the test made known; a pair's rate is the cross rate. */
    const world = () => {
      const perEur = new Map<string, number>()
      const rate = (base: string, quote: string) => {
        const [b, q] = [perEur.get(base), perEur.get(quote)]
        return b === undefined || q === undefined ? undefined : q / b
      }
      return { perEur, rate }
    }
    describe('FakeForexRates', () => {
      describeForexRatesContract(async () => {
        const { perEur, rate } = world()
        const fake = new FakeForexRates((pair) => rate(...(pair.split('/') as [string, string])))
        return {
          port: fake,
          know: (currency, value) => void perEur.set(currency, value),
          breakDown: () => void (fake.failure = down()),
          close: noop,
        }
      })
    })
    describe('FrankfurterForexRates over a fake Frankfurter', () => {
      describeForexRatesContract(async () => {
        const frankfurter = await FakeFrankfurter.start()
        for (const currency of Object.keys(frankfurter.perEur)) delete frankfurter.perEur[currency]
        return {
          port: new FrankfurterForexRates({ ...policy, baseUrl: frankfurter.url }),
          know: (currency, value) => void (frankfurter.perEur[currency] = value),
          breakDown: () => void (frankfurter.mode = 'down'),
          close: () => frankfurter.close(),
        }
      })
    })
    describe('YahooForexRates over a fake Yahoo (BASEQUOTE=X quotes)', () => {
      describeForexRatesContract(async () => {
        const yahoo = await FakeYahoo.start()
        const { perEur, rate } = world()
        const stocks = new YahooStockMarketData(new YahooClient({ ...policy, baseUrl: yahoo.url }), clock)
        return {
          port: new YahooForexRates(stocks, clock),
          know: (currency, value) => {
            perEur.set(currency, value)
            for (const base of perEur.keys())
              for (const quote of perEur.keys())
                if (base !== quote)
                  yahoo.stocks.set(`${base}${quote}=X`, { price: rate(base, quote)!, quoteType: 'CURRENCY' })
          },
          breakDown: () => void (yahoo.mode = 'down'),
          close: () => yahoo.close(),
        }
      })
    })
  })

  describe('EarningsCalendar', () => {
    describe('FakeEarningsCalendar', () => {
      describeEarningsCalendarContract(async () => {
        const events: EarningsEvent[] = []
        const fake = new FakeEarningsCalendar(events)
        return {
          port: fake,
          know: (more) => void events.push(...more),
          breakDown: () => void (fake.failure = down()),
          close: noop,
        }
      })
    })
    describe('NasdaqEarningsCalendar over a fake Nasdaq', () => {
      describeEarningsCalendarContract(async () => {
        const nasdaq = await FakeNasdaq.start()
        return {
          port: new NasdaqEarningsCalendar({ ...policy, baseUrl: nasdaq.url }),
          know: (events) => {
            for (const e of events) {
              const rows = nasdaq.days.get(e.date) ?? []
              rows.push({
                symbol: e.symbol,
                name: e.name ?? '',
                time: NASDAQ_TIME[e.time],
                epsForecast: nasdaqMoney(e.epsEstimate),
                ...(e.epsActual === null ? {} : { eps: nasdaqMoney(e.epsActual) }),
                ...(e.surprisePercent === null ? {} : { surprise: e.surprisePercent.toFixed(2) }),
              })
              nasdaq.days.set(e.date, rows)
            }
          },
          breakDown: () => void (nasdaq.mode = 'down'),
          close: () => nasdaq.close(),
        }
      })
    })
  })
})
