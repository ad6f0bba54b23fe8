import { expect } from 'chai'
import { GetEarningsCalendar } from '../../src/application/use-cases/market/get-earnings-calendar.js'
import { GetMarketBatch } from '../../src/application/use-cases/market/get-market-batch.js'
import { UpstreamTimeoutError, UpstreamUnavailableError, ValidationError } from '../../src/domain/errors.js'
import { FakeCryptoMarketData } from '../fakes/fake-crypto-market-data.js'
import { FakeEarningsCalendar } from '../fakes/fake-earnings-calendar.js'
import { FakeForexRates } from '../fakes/fake-forex-rates.js'
import { FakeStockMarketData } from '../fakes/fake-stock-market-data.js'
import { expectRejection } from '../support/expect-rejection.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { quote } from '../support/market-builders.js'

const stocksUp = () => new FakeStockMarketData((s) => (s === 'NOPE' ? undefined : quote(s, 1, 0)))
const stocksDown = () => Object.assign(stocksUp(), { failure: new UpstreamTimeoutError('yahoo') })
const cryptoDown = () =>
  Object.assign(new FakeCryptoMarketData(), { failure: new UpstreamUnavailableError('coingecko') })
const forexUp = () => new FakeForexRates(() => 2)

describe('market use cases (fakes)', () => {
  it('GetMarketBatch: a failing provider fails only its items, in input order', async () => {
    const batch = await new GetMarketBatch({
      stockMarketData: stocksUp(),
      cryptoMarketData: cryptoDown(),
      forexRates: forexUp(),
    }).execute({
      stocks: ['msft', 'NOPE', 'AAPL'],
      crypto: ['bitcoin'],
      forex: ['EUR/USD'],
    })
    expect(batch.stocks.map((q) => q.symbol)).to.deep.equal(['MSFT', 'AAPL'])
    expect(batch.forex.map((r) => r.pair)).to.deep.equal(['EUR/USD'])
    expect(batch.errors.map((e) => [e.kind, e.item, e.code])).to.deep.equal([
      ['stock', 'NOPE', 'symbol_not_found'],
      ['crypto', 'bitcoin', 'upstream_unavailable'],
    ])
  })

  it('GetMarketBatch: when every provider asked fails, the first failure is thrown', async () => {
    const useCase = new GetMarketBatch({
      stockMarketData: stocksDown(),
      cryptoMarketData: cryptoDown(),
      forexRates: forexUp(),
    })
    await expectRejection(useCase.execute({ stocks: ['AAPL'], crypto: ['bitcoin'] }), UpstreamTimeoutError)
    await expectRejection(useCase.execute({}), ValidationError)
  })

  it('GetEarningsCalendar: today .. +7 days by default (8 days), at most 31, filtered by symbols', async () => {
    const calendar = new FakeEarningsCalendar((date) => [
      {
        symbol: date.endsWith('01') ? 'AAPL' : 'MSFT',
        name: null,
        date,
        time: 'unknown',
        epsEstimate: null,
        epsActual: null,
        surprisePercent: null,
      },
    ])
    const useCase = new GetEarningsCalendar({
      earningsCalendar: calendar,
      clock: new FixedClock('2026-12-01T23:59:00Z'),
    })
    const events = await useCase.execute({ symbols: ['aapl'] })
    expect(calendar.days).to.deep.equal([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
    ])
    expect(events.map((e) => e.symbol)).to.deep.equal(['AAPL'])
    await expectRejection(useCase.execute({ from: '2026-12-10', to: '2026-12-09' }), ValidationError)
    await expectRejection(useCase.execute({ from: '2026-01-01', to: '2026-02-01' }), ValidationError)
    expect(await useCase.execute({ from: '2026-01-01', to: '2026-01-31' })).to.have.length(31)
  })
})
