import { expect } from 'chai'
import { YahooClient } from '../../src/adapters/market/yahoo-client.js'
import { YahooNewsSource } from '../../src/adapters/news/yahoo-news-source.js'
import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import { expectRejection } from '../support/expect-rejection.js'
import { FakeYahooNews } from '../support/newsletter-fake-news.js'

const T = 1763700000 // 2025-11-21T04:40:00Z

describe('newsletter: YahooNewsSource against a fake Yahoo search endpoint', () => {
  let yahoo: FakeYahooNews
  let source: YahooNewsSource

  beforeEach(async () => {
    yahoo = await FakeYahooNews.start()
    source = new YahooNewsSource(new YahooClient({ baseUrl: yahoo.url, timeoutMs: 2000, retries: 0 }), {
      marketQueries: ['stock market'],
      maxSymbols: 10,
      cacheTtlMs: 60_000,
    })
  })
  afterEach(() => yahoo.close())

  it('searches each symbol and the market, and merges repeats by link and by title', async () => {
    yahoo.news.set('AAPL', [
      {
        title: 'Apple unveils a new chip',
        link: 'https://finance.yahoo.com/news/apple-chip-1.html?src=rss',
        time: T,
        tickers: ['AAPL'],
      },
      {
        title: 'Tech stocks rally',
        link: 'https://www.reuters.com/markets/tech-rally/',
        publisher: 'Reuters',
        time: T - 60,
      },
    ])
    yahoo.news.set('MSFT', [
      // same article as AAPL's second, another tracking link and a trailing slash away
      {
        title: 'Tech stocks rally',
        link: 'https://reuters.com/markets/tech-rally?utm=x',
        time: T - 60,
        tickers: ['MSFT'],
      },
      {
        title: 'Microsoft cloud revenue beats',
        link: 'https://finance.yahoo.com/news/msft-cloud.html',
        time: T - 30,
        tickers: ['MSFT'],
      },
    ])
    yahoo.news.set('stock market', [
      // the same headline syndicated under another link
      {
        title: 'Apple Unveils a New Chip!',
        link: 'https://www.bloomberg.com/apple-chip',
        publisher: 'Bloomberg',
        time: T - 10,
      },
      { title: 'Fed holds rates steady', link: 'https://finance.yahoo.com/news/fed.html', time: T - 3600 },
    ])
    const stories = await source.latest({ symbols: ['AAPL', 'MSFT'], perQuery: 5 })
    expect(yahoo.queries).to.have.members(['AAPL', 'MSFT', 'stock market'])
    expect(stories.map((s) => s.title)).to.deep.equal([
      'Apple unveils a new chip',
      'Microsoft cloud revenue beats',
      'Tech stocks rally',
      'Fed holds rates steady',
    ])
    const rally = stories.find((s) => s.title === 'Tech stocks rally')!
    expect(rally.symbols).to.have.members(['AAPL', 'MSFT'])
    expect(rally.publisher).to.equal('Reuters')
    expect(stories[0]!.publishedAt!.toISOString()).to.equal(new Date(T * 1000).toISOString())
    expect(stories.find((s) => s.title === 'Fed holds rates steady')!.symbols).to.deep.equal([])
  })

  it('leaves out a failing search (not cached), and fails only when every search fails', async () => {
    yahoo.news.set('stock market', [
      { title: 'Markets calm', link: 'https://finance.yahoo.com/news/calm.html', time: T },
    ])
    yahoo.failing.add('AAPL')
    expect((await source.latest({ symbols: ['AAPL'], perQuery: 3 })).map((s) => s.title)).to.deep.equal([
      'Markets calm',
    ])
    yahoo.failing.add('stock market')
    await expectRejection(source.latest({ symbols: ['AAPL'], perQuery: 4 }), UpstreamUnavailableError)
    yahoo.failing.clear()
    yahoo.news.set('AAPL', [{ title: 'Apple news', link: 'https://finance.yahoo.com/news/a.html', time: T }])
    expect((await source.latest({ symbols: ['AAPL'], perQuery: 3 })).map((s) => s.title)).to.deep.equal([
      'Apple news',
      'Markets calm',
    ])
  })

  it('reuses a search within the TTL: concurrent and later readers share one request per query', async () => {
    yahoo.news.set('AAPL', [{ title: 'Apple news', link: 'https://finance.yahoo.com/news/a.html', time: T }])
    await Promise.all([
      source.latest({ symbols: ['AAPL'], perQuery: 3 }),
      source.latest({ symbols: ['AAPL'], perQuery: 3 }),
    ])
    await source.latest({ symbols: ['AAPL'], perQuery: 3 })
    expect(yahoo.queries).to.deep.equal(['AAPL', 'stock market'])
  })
})
