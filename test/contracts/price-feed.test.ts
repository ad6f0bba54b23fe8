import type { CryptoPrice, StockQuote } from '../../src/domain/market/market-data.js'
import { PriceStreamHub } from '../../src/adapters/market/price-stream/price-stream-hub.js'
import { InProcessStreamBoard } from '../../src/adapters/market/price-stream/stream-board.js'
import { FakeCryptoMarketData } from '../fakes/fake-crypto-market-data.js'
import { FakeLog } from '../fakes/fake-log.js'
import { FakePriceFeed } from '../fakes/fake-price-feed.js'
import { FakeStockMarketData } from '../fakes/fake-stock-market-data.js'
import { describePriceFeedContract } from './price-feed.contract.js'

const INTERVAL_MS = 40

/** The fake providers a feed polls, with tables the contract sets prices in. */
function providers() {
  const stockTable = new Map<string, StockQuote>()
  const cryptoTable = new Map<string, CryptoPrice>()
  return {
    stocks: Object.assign(new FakeStockMarketData(stockTable), { known: stockTable }),
    crypto: Object.assign(new FakeCryptoMarketData(cryptoTable), { known: cryptoTable }),
  }
}

/** Resolves once `count()` has grown by `by` (the hub's polls run on its own timer). */
async function grown(count: () => number, by: number): Promise<void> {
  const target = count() + by
  const deadline = Date.now() + 10_000
  while (count() < target) {
    if (Date.now() > deadline) throw new Error('the feed stopped polling')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** PriceFeed, held by its fake and by the hub the service runs on one instance (the in-process board). */
describe('contract: PriceFeed', () => {
  describe('FakePriceFeed', () => {
    describePriceFeedContract(async () => {
      const { stocks, crypto } = providers()
      const port = new FakePriceFeed(stocks, crypto)
      return { port, stocks, crypto, nextPoll: () => port.poll(), close: () => undefined }
    })
  })

  describe('PriceStreamHub (in-process board)', () => {
    describePriceFeedContract(async () => {
      const { stocks, crypto } = providers()
      const port = new PriceStreamHub(
        new InProcessStreamBoard(),
        { stocks, crypto },
        { intervalMs: INTERVAL_MS, cryptoMinIntervalMs: INTERVAL_MS },
        new FakeLog(),
      )
      return {
        port,
        stocks,
        crypto,
        // Polls run one after the other: once the second after this call has begun asking, the
        // first has been delivered.
        nextPoll: () => grown(() => stocks.count('quotes'), 2),
        close: () => port.close(),
      }
    })
  })
})
