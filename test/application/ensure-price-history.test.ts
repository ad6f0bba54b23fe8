import { expect } from 'chai'
import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import type { IsoDate } from '../../src/domain/portfolio/calendar.js'
import { EnsurePriceHistory } from '../../src/application/use-cases/portfolio/ensure-price-history.js'
import { FakeForexHistory } from '../fakes/fake-forex-history.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { InMemoryPriceHistoryStore } from '../fakes/in-memory-price-history-store.js'
import { FakeCryptoMarketData } from '../fakes/fake-crypto-market-data.js'
import { FakeStockMarketData } from '../fakes/fake-stock-market-data.js'
import { FakeLog } from '../fakes/fake-log.js'

const day = (s: string) => s as IsoDate

describe('EnsurePriceHistory: closes fetched once, shared, topped up daily', () => {
  let clock: FixedClock
  let stocks: FakeStockMarketData
  let crypto: FakeCryptoMarketData
  let forex: FakeForexHistory
  let store: InMemoryPriceHistoryStore
  let ensure: EnsurePriceHistory
  beforeEach(() => {
    clock = new FixedClock('2026-11-25T23:00:00Z')
    stocks = new FakeStockMarketData()
    crypto = new FakeCryptoMarketData()
    forex = new FakeForexHistory()
    store = new InMemoryPriceHistoryStore()
    ensure = new EnsurePriceHistory({
      stockMarketData: stocks,
      cryptoMarketData: crypto,
      forexHistory: forex,
      priceHistory: store,
      clock,
      log: new FakeLog(),
    })
    stocks.closesBySymbol.set('AAPL', { '2026-11-20': 99, '2026-11-23': 101, '2026-11-25': 102 })
  })

  it('asks once for many users needing the same series, from the earliest day any of them needs', async () => {
    const aapl = { provider: 'yahoo', symbol: 'AAPL' } as const
    await ensure.execute([
      { instrument: aapl, from: day('2026-11-23') },
      { instrument: aapl, from: day('2026-11-20') },
    ])
    await ensure.execute([{ instrument: aapl, from: day('2026-11-21') }])
    expect(stocks.historyAsked).to.deep.equal(['AAPL'])
    expect(store.records.get('yahoo:AAPL')).to.deep.equal({
      coveredFrom: '2026-11-20',
      fetchedOn: '2026-11-25',
      known: true,
    })
    expect([...store.closesByKey.get('yahoo:AAPL')!.keys()]).to.deep.equal([
      '2026-11-20',
      '2026-11-23',
      '2026-11-25',
    ])
  })

  it('tops up once the next day, and fetches again when an earlier day is needed', async () => {
    const aapl = { provider: 'yahoo', symbol: 'AAPL' } as const
    await ensure.execute([{ instrument: aapl, from: day('2026-11-23') }])
    clock.set('2026-11-26T23:00:00Z')
    stocks.closesBySymbol.get('AAPL')!['2026-11-26'] = 103
    await ensure.execute([{ instrument: aapl, from: day('2026-11-23') }])
    await ensure.execute([{ instrument: aapl, from: day('2026-11-23') }])
    expect(stocks.historyAsked).to.have.length(2)
    expect(store.closesByKey.get('yahoo:AAPL')!.get('2026-11-26')).to.equal(103)
    await ensure.execute([{ instrument: aapl, from: day('2026-11-20') }])
    expect(stocks.historyAsked).to.have.length(3)
    expect(store.records.get('yahoo:AAPL')!.coveredFrom).to.equal('2026-11-20')
  })

  it('an unknown symbol is recorded (not asked again today); a failing provider is reported, nothing stored', async () => {
    const report = await ensure.execute([
      { instrument: { provider: 'yahoo', symbol: 'NOPE' }, from: day('2026-11-20') },
    ])
    expect(report).to.deep.equal({ fetched: 1, failed: 0 })
    expect(store.records.get('yahoo:NOPE')).to.include({ known: false })
    await ensure.execute([{ instrument: { provider: 'yahoo', symbol: 'NOPE' }, from: day('2026-11-20') }])
    expect(stocks.historyAsked).to.deep.equal(['NOPE'])

    stocks.failure = new UpstreamUnavailableError('yahoo', 'HTTP 502')
    const failed = await ensure.execute([
      { instrument: { provider: 'yahoo', symbol: 'AAPL' }, from: day('2026-11-20') },
    ])
    expect(failed).to.deep.equal({ fetched: 0, failed: 1 })
    expect(store.records.has('yahoo:AAPL')).to.equal(false)
  })

  it("crypto keeps each UTC day's last candle; rates come from the forex history", async () => {
    crypto.closesById.set('bitcoin:eur', {
      '2026-11-24T04:00:00Z': 80_000,
      '2026-11-24T20:00:00Z': 81_000,
      '2026-11-25T08:00:00Z': 82_000,
    })
    forex.ratesByPair.set('EUR/USD', { '2026-11-24': 1.16, '2026-11-25': 1.17 })
    await ensure.execute([
      { instrument: { provider: 'coingecko', symbol: 'bitcoin:eur' }, from: day('2026-11-24') },
      { instrument: { provider: 'fx', symbol: 'EUR/USD' }, from: day('2026-11-24') },
    ])
    expect([...store.closesByKey.get('coingecko:bitcoin:eur')!]).to.deep.equal([
      ['2026-11-24', 81_000],
      ['2026-11-25', 82_000],
    ])
    expect([...store.closesByKey.get('fx:EUR/USD')!]).to.deep.equal([
      ['2026-11-24', 1.16],
      ['2026-11-25', 1.17],
    ])
  })
})
