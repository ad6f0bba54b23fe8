import { expect } from 'chai'
import type { StockSymbol } from '../../src/domain/market/market-data.js'
import type { StockMarketData } from '../../src/application/ports/stock-market-data.js'
import { eachSubject, expectUpstreamFailure } from './subject.js'

/** A StockMarketData under test, and the provider world behind it that the test arranges. */
export interface StockMarketSubject {
  readonly port: StockMarketData
  /** The provider knows `symbol` at `price` (USD). */
  readonly know: (symbol: string, price: number) => void
  /** The provider knows `symbol`'s next report, on `date` (YYYY-MM-DD), with this EPS estimate. */
  readonly knowEarnings: (symbol: string, date: string, epsEstimate: number) => void
  /** The provider fails every later call. */
  readonly breakDown: () => void
  readonly close: () => Promise<void>
}

const sym = (s: string) => s as StockSymbol

/** What StockMarketData promises (application/ports/stock-market-data.ts). */
export function describeStockMarketDataContract(make: () => Promise<StockMarketSubject>) {
  const current = eachSubject(make)

  it('quotes: one entry per known symbol with its price; unknown symbols are absent', async () => {
    const subject = current()
    subject.know('MSFT', 453.13)
    subject.know('NVDA', 135.4)
    const quotes = await subject.port.quotes([sym('MSFT'), sym('NOSUCH'), sym('NVDA')])
    expect([...quotes.keys()].sort()).to.deep.equal(['MSFT', 'NVDA'])
    expect(quotes.get(sym('MSFT'))).to.include({ symbol: 'MSFT', price: 453.13 })
    expect(quotes.get(sym('MSFT'))!.asOf).to.be.instanceOf(Date)
  })

  it('quotes: any number of symbols (more than one provider batch)', async () => {
    const subject = current()
    const symbols = Array.from({ length: 120 }, (_, i) => `S${i}`)
    for (const [i, s] of symbols.entries()) subject.know(s, 10 + i)
    const quotes = await subject.port.quotes(symbols.map(sym))
    expect(quotes.size).to.equal(120)
    expect(quotes.get(sym('S119'))!.price).to.equal(129)
  })

  it('history: a known symbol has candles for the period asked; an unknown one is undefined', async () => {
    const subject = current()
    subject.know('MSFT', 453.13)
    const history = await subject.port.history(sym('MSFT'), '1mo', undefined)
    expect(history).to.include({ symbol: 'MSFT', assetType: 'stock', period: '1mo' })
    expect(history!.candles).to.be.an('array')
    expect(await subject.port.history(sym('NOSUCH'), '1mo', undefined)).to.equal(undefined)
  })

  it('nextEarnings: the known next report; undefined for a symbol without one (an ETF)', async () => {
    const subject = current()
    subject.know('MSFT', 453.13)
    subject.know('VTI', 301.2)
    subject.knowEarnings('MSFT', '2025-07-30', 3.37)
    expect(await subject.port.nextEarnings(sym('MSFT'))).to.include({
      symbol: 'MSFT',
      date: '2025-07-30',
      epsEstimate: 3.37,
    })
    expect(await subject.port.nextEarnings(sym('VTI'))).to.equal(undefined)
  })

  it('a failing provider is UpstreamUnavailableError or UpstreamTimeoutError, never a vendor error', async () => {
    const subject = current()
    subject.know('MSFT', 453.13)
    subject.breakDown()
    await expectUpstreamFailure(subject.port.quotes([sym('MSFT')]))
  })
}
