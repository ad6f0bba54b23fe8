import { expect } from 'chai'
import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import type { Holding } from '../../src/domain/ledger/holding.js'
import type { CurrencyCode } from '../../src/domain/money.js'
import type { NewsStory } from '../../src/domain/newsletter/news-story.js'
import { GenerateNewsletter } from '../../src/application/use-cases/newsletter/generate-newsletter.js'
import { expectRejection } from '../support/expect-rejection.js'
import { FakeCryptoMarketData } from '../fakes/fake-crypto-market-data.js'
import { FakeEarningsCalendar } from '../fakes/fake-earnings-calendar.js'
import { FakeIdGenerator } from '../fakes/fake-id-generator.js'
import { FakeLlm } from '../fakes/fake-llm.js'
import { FakeLog } from '../fakes/fake-log.js'
import { FakeNewsSource } from '../fakes/fake-news-source.js'
import { FakeStockMarketData } from '../fakes/fake-stock-market-data.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { InMemoryHoldingRepository } from '../fakes/in-memory-holding-repository.js'
import { InMemoryNewsletterRepository } from '../fakes/in-memory-newsletter-repository.js'
import { InMemoryUserRepository } from '../fakes/in-memory-user-repository.js'
import { coin, holding, quote } from '../support/market-builders.js'

const USER = 'user-1'
const NOW = new Date('2026-11-21T08:00:00Z')
const story = (title: string, symbols: string[] = [], minutesAgo = 0): NewsStory => ({
  title,
  url: `https://news.example/${encodeURIComponent(title)}`,
  publisher: 'Reuters',
  publishedAt: new Date(NOW.getTime() - minutesAgo * 60_000),
  symbols,
})

const written = {
  title: 'Apple leads your portfolio',
  summary: 'Apple rose 2.5 %.',
  sections: [
    { heading: 'Your holdings', body: 'AAPL +2.5 %, MSFT -1.0 %.', symbols: ['aapl', 'MSFT', 'ZZZZ'] },
    { heading: 'Empty', body: '   ', symbols: [] },
  ],
}

function setup(options: { holdings?: Holding[]; stories?: NewsStory[]; picks?: unknown } = {}) {
  const newsletters = new InMemoryNewsletterRepository()
  const holdings = options.holdings ?? [
    holding(USER, 'AAPL', '10'),
    holding(USER, 'MSFT', '2'),
    holding(USER, 'bitcoin', '1', 'crypto'),
  ]
  const newsSource = new FakeNewsSource(
    options.stories ?? [
      story('Apple chip', ['AAPL'], 1),
      story('Fed holds', [], 5),
      story('Celebrity gossip', [], 30),
    ],
  )
  const stockMarketData = new FakeStockMarketData(
    new Map([
      ['AAPL', quote('AAPL', 200, 2.5)],
      ['MSFT', quote('MSFT', 400, -1)],
    ]),
  )
  const earningsCalendar = new FakeEarningsCalendar([
    {
      symbol: 'AAPL',
      name: 'Apple',
      date: '2026-11-24',
      time: 'amc',
      epsEstimate: 1.5,
      epsActual: null,
      surprisePercent: null,
    },
    {
      symbol: 'TSLA',
      name: 'Tesla',
      date: '2026-11-24',
      time: 'bmo',
      epsEstimate: 0.5,
      epsActual: null,
      surprisePercent: null,
    },
    {
      symbol: 'MSFT',
      name: 'Microsoft',
      date: '2026-12-20',
      time: 'amc',
      epsEstimate: 3,
      epsActual: null,
      surprisePercent: null,
    },
  ])
  const llm = new FakeLlm({
    bySchema: {
      news_curation: options.picks ?? {
        picks: [
          { index: 0, reason: 'Apple is your largest holding', symbols: ['AAPL'] },
          { index: 1, reason: 'Rates move markets', symbols: [] },
          { index: 0, reason: 'repeat', symbols: [] },
          { index: 99, reason: 'no such story', symbols: [] },
        ],
      },
      newsletter: written,
    },
  })
  const generate = new GenerateNewsletter({
    newsletters,
    holdings: new InMemoryHoldingRepository(holdings),
    users: new InMemoryUserRepository([{ id: USER, baseCurrency: 'EUR' as CurrencyCode, createdAt: NOW }]),
    newsSource,
    stockMarketData,
    cryptoMarketData: new FakeCryptoMarketData(new Map([['bitcoin', coin('bitcoin', 90000, -3.5)]])),
    earningsCalendar,
    llm,
    clock: new FixedClock(NOW.toISOString()),
    ids: new FakeIdGenerator((n) => `nl-${n}`),
    log: new FakeLog(),
    newsletterPolicy: { maxCandidates: 30, maxPicks: 8, perQuery: 6, earningsDays: 7 },
  })
  return { generate, newsletters, newsSource, stockMarketData, earningsCalendar, llm }
}

describe('newsletter: GenerateNewsletter (fakes)', () => {
  it('curates on the fast tier, then writes on the reasoning tier from the picks, moves and earnings', async () => {
    const { generate, llm, newsSource, earningsCalendar } = setup()
    const { newsletter, created } = await generate.execute({ userId: USER })
    expect(created).to.equal(true)
    expect(newsSource.queries).to.deep.equal([{ symbols: ['AAPL', 'MSFT'], perQuery: 6 }])
    expect(earningsCalendar.days).to.deep.equal([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ])

    expect(llm.requests.map((r) => [r.tier, r.schemaName, r.userId])).to.deep.equal([
      ['fast', 'news_curation', USER],
      ['reasoning', 'newsletter', USER],
    ])
    const curation = llm.prompt(0) as { holdings: string[]; stories: { index: number; title: string }[] }
    expect(curation.holdings).to.deep.equal(['AAPL', 'MSFT'])
    expect(curation.stories.map((s) => [s.index, s.title])).to.deep.equal([
      [0, 'Apple chip'],
      [1, 'Fed holds'],
      [2, 'Celebrity gossip'],
    ])

    const synthesis = llm.prompt(1) as {
      date: string
      base_currency: string
      holdings_moves: { symbol: string; change_percent: number; market_value: number }[]
      upcoming_earnings: { symbol: string; date: string }[]
      stories: { title: string; why_it_matters: string }[]
    }
    expect(synthesis.date).to.equal('2026-11-21')
    expect(synthesis.base_currency).to.equal('EUR')
    // Biggest absolute move first; the coin's 24 h change comes from the crypto provider, in USD.
    expect(synthesis.holdings_moves.map((m) => [m.symbol, m.change_percent, m.market_value])).to.deep.equal([
      ['bitcoin', -3.5, 90000],
      ['AAPL', 2.5, 2000],
      ['MSFT', -1, 800],
    ])
    expect(synthesis.upcoming_earnings.map((e) => [e.symbol, e.date])).to.deep.equal([['AAPL', '2026-11-24']])
    expect(synthesis.stories.map((s) => [s.title, s.why_it_matters])).to.deep.equal([
      ['Apple chip', 'Apple is your largest holding'],
      ['Fed holds', 'Rates move markets'],
    ])

    expect(newsletter).to.deep.include({
      id: 'nl-1',
      userId: USER,
      date: '2026-11-21',
      title: 'Apple leads your portfolio',
      summary: 'Apple rose 2.5 %.',
    })
    expect(newsletter.sections).to.deep.equal([
      { heading: 'Your holdings', body: 'AAPL +2.5 %, MSFT -1.0 %.', symbols: ['AAPL', 'MSFT'] },
    ])
    expect(newsletter.sources.map((s) => s.title)).to.deep.equal(['Apple chip', 'Fed holds'])
  })

  it("returns the day's existing newsletter without a model call, and regenerates it with force", async () => {
    const { generate, llm, newsletters } = setup()
    const first = await generate.execute({ userId: USER })
    const again = await generate.execute({ userId: USER })
    expect(again).to.deep.equal({ newsletter: first.newsletter, created: false })
    expect(llm.requests).to.have.length(2)
    const forced = await generate.execute({ userId: USER, force: true })
    expect(forced.created).to.equal(true)
    expect(forced.newsletter.id).to.equal(first.newsletter.id)
    expect(llm.requests).to.have.length(4)
    expect(newsletters.rows).to.have.length(1)
  })

  it('writes from the moves alone when the news source is down (no curation call)', async () => {
    const { generate, llm, newsSource } = setup()
    newsSource.failure = new UpstreamUnavailableError('yahoo')
    const { newsletter } = await generate.execute({ userId: USER })
    expect(llm.requests.map((r) => r.schemaName)).to.deep.equal(['newsletter'])
    expect(newsletter.sources).to.deep.equal([])
    expect((llm.prompt(0) as { holdings_moves: unknown[] }).holdings_moves).to.have.length(3)
  })

  it('falls back to the newest stories when the curator picks nothing usable', async () => {
    const { generate, llm } = setup({ picks: { picks: [{ index: 7, reason: 'x', symbols: [] }] } })
    await generate.execute({ userId: USER })
    const synthesis = llm.prompt(1) as { stories: { title: string }[] }
    expect(synthesis.stories.map((s) => s.title)).to.deep.equal([
      'Apple chip',
      'Fed holds',
      'Celebrity gossip',
    ])
  })

  it('refuses to write from nothing: no stories and no quotes is upstream_unavailable, nothing stored', async () => {
    const { generate, newsletters, newsSource, stockMarketData, llm } = setup({
      holdings: [holding(USER, 'AAPL', '10')],
    })
    newsSource.failure = new UpstreamUnavailableError('yahoo')
    stockMarketData.failure = new UpstreamUnavailableError('yahoo')
    await expectRejection(generate.execute({ userId: USER }), UpstreamUnavailableError)
    expect(newsletters.rows).to.have.length(0)
    expect(llm.requests).to.have.length(0)
  })
})
