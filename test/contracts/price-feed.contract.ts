import { expect } from 'chai'
import type { PriceFeed, PriceUpdate } from '../../src/application/ports/price-feed.js'
import type {
  CryptoCurrency,
  CryptoId,
  CryptoPrice,
  StockQuote,
  StockSymbol,
} from '../../src/domain/market/market-data.js'
import type { FakeCryptoMarketData } from '../fakes/fake-crypto-market-data.js'
import type { FakeStockMarketData } from '../fakes/fake-stock-market-data.js'

/** A PriceFeed under test and the providers its polls ask, which the contract sets prices in. */
export interface PriceFeedSubject {
  readonly port: PriceFeed
  readonly stocks: FakeStockMarketData & { readonly known: Map<string, StockQuote> }
  readonly crypto: FakeCryptoMarketData & { readonly known: Map<string, CryptoPrice> }
  /** Resolves once a whole poll of the watched items has happened after the call. */
  readonly nextPoll: () => Promise<void>
  readonly close: () => void
}

const symbol = (s: string) => s as StockSymbol
const usd = 'usd' as CryptoCurrency
const bitcoin = 'bitcoin' as CryptoId

export const stockQuote = (s: string, price: number, changePercent: number | null = 1): StockQuote => ({
  symbol: symbol(s),
  name: null,
  price,
  change: null,
  changePercent,
  currency: 'USD',
  previousClose: null,
  open: null,
  dayHigh: null,
  dayLow: null,
  volume: null,
  marketState: null,
  exchange: null,
  asOf: new Date('2026-11-20T15:00:00Z'),
})

export const cryptoPrice = (price: number): CryptoPrice => ({
  id: bitcoin,
  symbol: 'btc',
  name: 'Bitcoin',
  price,
  changePercent24h: 2,
  currency: usd,
  marketCap: null,
  volume24h: null,
  asOf: new Date('2026-11-20T10:00:00Z'),
})

/** What PriceFeed promises (application/ports/price-feed.ts). */
export function describePriceFeedContract(make: () => Promise<PriceFeedSubject>) {
  let s: PriceFeedSubject | undefined
  afterEach(() => s?.close())
  const arrange = async () => {
    s = await make()
    return s
  }
  const items = [
    { kind: 'stock', symbol: symbol('AAPL') },
    { kind: 'crypto', id: bitcoin, currency: usd },
  ] as const

  it('tells a listener each watched item whose price a poll changed, with a seq that grows; latest() answers the newest', async () => {
    const { port, stocks, crypto, nextPoll } = await arrange()
    stocks.known.set('AAPL', stockQuote('AAPL', 190))
    crypto.known.set('bitcoin', cryptoPrice(50_000))
    const heard: PriceUpdate[] = []
    const subscription = port.watch(items, (u) => heard.push(u))
    await nextPoll()
    expect(heard.map((u) => u.key).sort()).to.deep.equal(['c:bitcoin:usd', 's:AAPL'])
    expect(heard.find((u) => u.key === 's:AAPL')!.stock).to.deep.equal(stockQuote('AAPL', 190))
    expect(heard.find((u) => u.key === 'c:bitcoin:usd')!.crypto!.price).to.equal(50_000)

    await nextPoll()
    expect(heard, 'an unchanged price is not told again').to.have.length(2)

    stocks.known.set('AAPL', stockQuote('AAPL', 191.5))
    await nextPoll()
    expect(heard).to.have.length(3)
    const last = heard[2]!
    expect(last.key).to.equal('s:AAPL')
    expect(last.stock!.price).to.equal(191.5)
    expect(last.seq).to.be.greaterThan(Math.max(heard[0]!.seq, heard[1]!.seq))

    const { updates, seq } = await subscription.latest()
    expect(updates.get('s:AAPL')!.stock!.price).to.equal(191.5)
    expect(updates.get('c:bitcoin:usd')!.crypto!.price).to.equal(50_000)
    expect(seq).to.be.at.least(last.seq)
    subscription.close()
  })

  it('stops telling a listener once it closes; another listener of the item still hears', async () => {
    const { port, stocks, nextPoll } = await arrange()
    stocks.known.set('MSFT', stockQuote('MSFT', 400))
    const first: number[] = []
    const second: number[] = []
    const a = port.watch([{ kind: 'stock', symbol: symbol('MSFT') }], (u) => first.push(u.stock!.price))
    const b = port.watch([{ kind: 'stock', symbol: symbol('MSFT') }], (u) => second.push(u.stock!.price))
    await nextPoll()
    a.close()
    a.close()
    stocks.known.set('MSFT', stockQuote('MSFT', 401))
    await nextPoll()
    expect(first).to.deep.equal([400])
    expect(second).to.deep.equal([400, 401])
    b.close()
  })

  it('never throws for a failed poll: it is skipped, and the next one tells the change', async () => {
    const { port, stocks, crypto, nextPoll } = await arrange()
    stocks.known.set('NVDA', stockQuote('NVDA', 100))
    stocks.failure = new Error('yahoo is down')
    crypto.failure = new Error('coingecko is down')
    const heard: number[] = []
    const subscription = port.watch([{ kind: 'stock', symbol: symbol('NVDA') }], (u) =>
      heard.push(u.stock!.price),
    )
    await nextPoll()
    expect(heard).to.deep.equal([])
    stocks.failure = undefined
    crypto.failure = undefined
    await nextPoll()
    expect(heard).to.deep.equal([100])
    subscription.close()
  })
}
