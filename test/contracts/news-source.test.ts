import { YahooClient } from '../../src/adapters/market/yahoo-client.js'
import { YahooNewsSource } from '../../src/adapters/news/yahoo-news-source.js'
import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import { FakeNewsSource } from '../fakes/fake-news-source.js'
import { FakeYahooNews } from '../support/newsletter-fake-news.js'
import { describeNewsSourceContract } from './news-source.contract.js'

const MARKET_QUERY = 'stock market'

/** The NewsSource contract, held by FakeNewsSource and by YahooNewsSource over a fake Yahoo search. */
describe('contract: NewsSource', () => {
  describe('FakeNewsSource', () => {
    describeNewsSourceContract(async () => {
      const fake = new FakeNewsSource()
      return {
        port: fake,
        publish: (symbol, story) => void fake.stories.push({ ...story, symbols: symbol ? [symbol] : [] }),
        breakDown: () => void (fake.failure = new UpstreamUnavailableError('news', 'down')),
        close: async () => {},
      }
    })
  })
  describe('YahooNewsSource over a fake Yahoo search', () => {
    describeNewsSourceContract(async () => {
      const yahoo = await FakeYahooNews.start()
      const port = new YahooNewsSource(new YahooClient({ baseUrl: yahoo.url, timeoutMs: 2000, retries: 0 }), {
        marketQueries: [MARKET_QUERY],
        maxSymbols: 10,
        cacheTtlMs: 60_000,
      })
      return {
        port,
        publish: (symbol, story) => {
          const query = symbol ?? MARKET_QUERY
          yahoo.news.set(query, [
            ...(yahoo.news.get(query) ?? []),
            {
              title: story.title,
              link: story.url,
              publisher: story.publisher,
              time: story.publishedAt.getTime() / 1000,
              ...(symbol ? { tickers: [symbol] } : {}),
            },
          ])
        },
        breakDown: () => {
          yahoo.failing.add('MSFT')
          yahoo.failing.add(MARKET_QUERY)
        },
        close: () => yahoo.close(),
      }
    })
  })
})
