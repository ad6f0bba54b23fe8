import { asFunction, asValue } from 'awilix'
import { expect } from 'chai'
import { sql } from 'kysely'
import { KyselyNewsletterRepository } from '../../src/adapters/postgres/kysely-newsletter-repository.js'
import type { NewsletterRepository } from '../../src/application/ports/newsletter-repository.js'
import type { Cradle } from '../../src/infrastructure/container.js'
import { FakeOpenAi, type FakeRequest } from '../support/fake-openai.js'
import { FakeYahooNews } from '../support/newsletter-fake-news.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'
import { startMarketFakes, type MarketFakes } from '../market/support/market-fakes.js'
import { FixedClock } from '../fakes/fixed-clock.js'

// Fixed "now": Friday 2026-11-20 09:00 UTC. Earnings on Monday the 23rd are "upcoming".
const NOW = new Date('2026-11-20T09:00:00Z')
const TODAY = '2026-11-20'
const T = Math.floor(NOW.getTime() / 1000) - 3600

interface NewsletterBody {
  id: string
  date: string
  title: string
  summary: string
  sections: { heading: string; body: string; symbols: string[] }[]
  sources: { title: string; url: string; publisher: string | null; published_at: string | null }[]
  created_at: string
}
interface Ticket {
  status: string
  date: string
  job_id: string
}

const isCuration = (r: FakeRequest) => r.model === 'fast-model'
const isSynthesis = (r: FakeRequest) => r.model === 'reasoning-model'
const userPrompt = (r: FakeRequest) =>
  JSON.parse(String(r.messages.find((m) => m.role === 'user')!.content)) as Record<string, unknown>

async function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('newsletter end to end: fake Yahoo (news, quotes), fake Nasdaq, fake model server, Agenda workers', function () {
  this.timeout(40_000)
  let app: TestApp
  let llm: FakeOpenAi
  let market: MarketFakes
  let news: FakeYahooNews
  let synthesisCount = 0
  const mine = new Set<string>()

  before(async () => {
    llm = await FakeOpenAi.start()
    market = await startMarketFakes()
    news = await FakeYahooNews.start(market.yahoo.url)
    market.yahoo.stocks.set('AAPL', { price: 230, changePercent: 2.4, name: 'Apple Inc.' })
    market.yahoo.stocks.set('MSFT', { price: 410, changePercent: -1.1, name: 'Microsoft Corporation' })
    market.nasdaq.days.set('2026-11-23', [
      { symbol: 'AAPL', name: 'Apple Inc.', time: 'time-after-hours', epsForecast: '$1.60' },
      { symbol: 'ZM', name: 'Zoom' },
    ])
    news.news.set('AAPL', [
      {
        title: 'Apple unveils M6 chip',
        link: 'https://finance.yahoo.com/news/apple-m6.html',
        publisher: 'Reuters',
        time: T,
        tickers: ['AAPL'],
      },
      {
        title: 'Ten stocks to buy now',
        link: 'https://finance.yahoo.com/news/ten-stocks.html',
        publisher: 'Motley Fool',
        time: T - 10,
      },
    ])
    news.news.set('MSFT', [
      {
        title: 'Apple unveils M6 chip',
        link: 'https://finance.yahoo.com/news/apple-m6.html?guccounter=1',
        publisher: 'Reuters',
        time: T,
        tickers: ['AAPL'],
      },
      {
        title: 'Microsoft cloud beats estimates',
        link: 'https://finance.yahoo.com/news/msft-cloud.html',
        publisher: 'Bloomberg',
        time: T - 20,
        tickers: ['MSFT'],
      },
    ])
    news.news.set('stock market', [
      {
        title: 'Fed holds rates steady',
        link: 'https://finance.yahoo.com/news/fed.html',
        publisher: 'AP',
        time: T - 30,
      },
    ])

    llm.on(isCuration, (r) => {
      const { stories } = userPrompt(r) as { stories: { index: number; title: string }[] }
      const pick = (title: string, reason: string, symbols: string[]) => {
        const found = stories.find((s) => s.title === title)
        return found ? [{ index: found.index, reason, symbols }] : []
      }
      return {
        json: {
          picks: [
            ...pick('Apple unveils M6 chip', 'Your largest holding', ['AAPL']),
            ...pick('Fed holds rates steady', 'Rates drive the market', []),
          ],
        },
        delayMs: 300, // keeps the first run busy while the test asks again
      }
    })
    llm.on(isSynthesis, () => {
      synthesisCount += 1
      return {
        json: {
          title: `Apple up 2.4% (edition ${synthesisCount})`,
          summary: 'Apple rose on its new chip; Microsoft slipped.',
          sections: [
            { heading: 'Your portfolio', body: 'AAPL +2.4%, MSFT -1.1%.', symbols: ['AAPL', 'MSFT', 'NVDA'] },
            { heading: 'Coming up', body: 'Apple reports on Monday after the close.', symbols: ['AAPL'] },
          ],
        },
      }
    })

    app = await startTestApp({
      env: {
        ...market.env,
        YAHOO_BASE_URL: news.url,
        LLM_API_KEY: 'test-key',
        LLM_BASE_URL: llm.url,
        LLM_FAST_MODEL: 'fast-model',
        LLM_REASONING_MODEL: 'reasoning-model',
        SCHEDULER_ENABLED: 'true',
      },
      clock: new FixedClock(NOW.toISOString()),
      startLifecycle: true,
      // The test database is shared by every test file of the run: the daily run here only sees
      // this file's users (the real query still decides who has newsletter_enabled).
      register: (container) => {
        container.register({
          newsletters: asFunction((c: Cradle) => {
            const real = new KyselyNewsletterRepository(c)
            const only: NewsletterRepository = {
              save: (...args) => real.save(...args),
              forDay: (...args) => real.forDay(...args),
              latest: (...args) => real.latest(...args),
              subscribersAfter: async (after, limit) =>
                (await real.subscribersAfter(after, 1_000_000)).filter((id) => mine.has(id)).slice(0, limit),
            }
            return only
          }).singleton(),
          newsletterPageSize: asValue(2),
        })
      },
    })
  })
  after(async () => {
    await app?.close()
    await Promise.all([llm?.close(), market?.close(), news?.close()])
  })

  const signUp = async (symbols: string[] = ['AAPL', 'MSFT']) => {
    const caller = newUser()
    mine.add(caller.id)
    for (const symbol of symbols) {
      const res = await app.fetch(
        '/holdings/',
        jsonInit('POST', { symbol, asset_type: 'stock', quantity: '10', currency: 'USD' }, caller.auth),
      )
      expect(res.status).to.equal(201)
    }
    return caller
  }
  const get = async (caller: { auth: Record<string, string> }, which: 'latest' | 'today') => {
    const res = await app.fetch(`/newsletter/${which}`, { headers: caller.auth })
    expect(res.status).to.equal(200)
    return (await res.json()) as NewsletterBody | null
  }
  const generate = async (caller: { auth: Record<string, string> }, query = '') => {
    const res = await app.fetch(`/newsletter/generate${query}`, { method: 'POST', headers: caller.auth })
    expect(res.status).to.equal(202)
    return (await res.json()) as Ticket
  }
  const waitForRun = (caller: { id: string }, jobId: string) =>
    eventually(async () => {
      const row = await sql<{
        status: string
      }>`select status from newsletter_runs where id = ${jobId} and user_id = ${caller.id}`.execute(
        app.container.resolve('db'),
      )
      const status = row.rows[0]?.status
      return status === 'completed' || status === 'failed' ? status : undefined
    }, 'the generation job')

  it('answers JSON null for latest and today when nothing was generated', async () => {
    const caller = await signUp([])
    for (const which of ['latest', 'today'] as const) {
      const res = await app.fetch(`/newsletter/${which}/`, { headers: caller.auth })
      expect(res.status).to.equal(200)
      expect(res.headers.get('content-type')).to.match(/^application\/json/)
      expect(await res.text()).to.equal('null')
    }
  })

  it('generates as a job: the same job while it runs, curation on the fast tier, synthesis on the reasoning tier, stored, notified', async () => {
    const caller = await signUp()
    llm.requests.length = 0
    const first = await generate(caller)
    expect(first.status).to.be.oneOf(['queued', 'running'])
    expect(first.date).to.equal(TODAY)
    const second = await generate(caller)
    expect(second.job_id).to.equal(first.job_id)
    expect(await waitForRun(caller, first.job_id)).to.equal('completed')

    // What curation received: the candidates, deduplicated (the M6 story came under two links), with the holdings.
    const curation = llm.requests.filter(isCuration)
    expect(curation).to.have.length(1)
    const cPrompt = userPrompt(curation[0]!) as {
      holdings: string[]
      stories: { title: string; symbols: string[] }[]
    }
    expect(cPrompt.holdings).to.have.members(['AAPL', 'MSFT'])
    expect(cPrompt.stories.map((s) => s.title)).to.have.members([
      'Apple unveils M6 chip',
      'Ten stocks to buy now',
      'Microsoft cloud beats estimates',
      'Fed holds rates steady',
    ])
    expect(curation[0]!.responseFormat).to.deep.include({ type: 'json_schema' })

    // What synthesis received: only the curated stories, the day's moves and the upcoming earnings of the holdings.
    const synthesis = llm.requests.filter(isSynthesis)
    expect(synthesis).to.have.length(1)
    const sPrompt = userPrompt(synthesis[0]!) as {
      date: string
      holdings_moves: { symbol: string; change_percent: number; price: number }[]
      upcoming_earnings: { symbol: string; date: string; time: string }[]
      stories: { title: string; why_it_matters: string }[]
    }
    expect(sPrompt.date).to.equal(TODAY)
    expect(sPrompt.holdings_moves.map((m) => [m.symbol, m.price, m.change_percent])).to.deep.equal([
      ['AAPL', 230, 2.4],
      ['MSFT', 410, -1.1],
    ])
    expect(sPrompt.upcoming_earnings.map((e) => [e.symbol, e.date])).to.deep.equal([['AAPL', '2026-11-23']])
    expect(sPrompt.stories.map((s) => s.title)).to.deep.equal([
      'Apple unveils M6 chip',
      'Fed holds rates steady',
    ])
    expect(synthesis[0]!.promptText).to.not.include('Ten stocks to buy now')

    // Stored, and served by today and latest.
    const today = (await get(caller, 'today'))!
    expect(today).to.have.all.keys('id', 'date', 'title', 'summary', 'sections', 'sources', 'created_at')
    expect(today.date).to.equal(TODAY)
    expect(today.title).to.match(/^Apple up 2\.4% \(edition \d+\)$/)
    expect(today.sections[0]).to.deep.equal({
      heading: 'Your portfolio',
      body: 'AAPL +2.4%, MSFT -1.1%.',
      symbols: ['AAPL', 'MSFT'],
    })
    expect(today.sources).to.deep.equal([
      {
        title: 'Apple unveils M6 chip',
        url: 'https://finance.yahoo.com/news/apple-m6.html',
        publisher: 'Reuters',
        published_at: new Date(T * 1000).toISOString(),
      },
      {
        title: 'Fed holds rates steady',
        url: 'https://finance.yahoo.com/news/fed.html',
        publisher: 'AP',
        published_at: new Date((T - 30) * 1000).toISOString(),
      },
    ])
    expect(await get(caller, 'latest')).to.deep.equal(today)

    // A ready newsletter is a notification.
    const feed = (await (await app.fetch('/notifications/', { headers: caller.auth })).json()) as {
      kind: string
      title: string
      data: Record<string, string>
    }[]
    expect(feed).to.have.length(1)
    expect(feed[0]).to.deep.include({ kind: 'newsletter_ready', title: today.title })
    expect(feed[0]!.data).to.deep.equal({ newsletter_id: today.id, date: TODAY })
  })

  it('keeps one per day: generate again reports completed without a model call; force=true rewrites the same day', async () => {
    const caller = await signUp()
    const first = await generate(caller)
    await waitForRun(caller, first.job_id)
    const before = (await get(caller, 'today'))!
    const calls = llm.requests.length

    const again = await generate(caller)
    expect(again).to.deep.equal({ status: 'completed', date: TODAY, job_id: first.job_id })
    expect(llm.requests.length).to.equal(calls)

    const forced = await generate(caller, '?force=true')
    expect(forced.job_id).to.not.equal(first.job_id)
    expect(forced.status).to.be.oneOf(['queued', 'running'])
    expect(await waitForRun(caller, forced.job_id)).to.equal('completed')
    const after = (await get(caller, 'today'))!
    expect(after.id).to.equal(before.id)
    expect(after.title).to.not.equal(before.title)
    const rows = await sql<{
      n: string
    }>`select count(*) as n from user_newsletters where user_id = ${caller.id}`.execute(
      app.container.resolve('db'),
    )
    expect(Number(rows.rows[0]!.n)).to.equal(1)
    const notices = (await (await app.fetch('/notifications/', { headers: caller.auth })).json()) as unknown[]
    expect(notices).to.have.length(2)
  })

  it('the daily run fans out over page jobs to users with newsletter_enabled only', async () => {
    const [reader, optedOut] = [await signUp(['MSFT']), await signUp(['AAPL'])]
    expect(
      (await app.fetch('/me', jsonInit('PATCH', { newsletter_enabled: false }, optedOut.auth))).status,
    ).to.equal(200)
    const plan = await app.container.resolve('planNewsletters').execute({ at: NOW })
    expect(plan.date).to.equal(TODAY)
    expect(plan.users).to.equal(mine.size - 1)
    expect(plan.pages).to.equal(Math.ceil(plan.users / 2))
    const letter = await eventually(
      async () => (await get(reader, 'today')) ?? undefined,
      "the reader's newsletter",
    )
    expect(letter.date).to.equal(TODAY)
    // The page jobs of this run are done once every page finished; the opted-out user got nothing.
    await eventually(async () => {
      const r = await sql<{
        n: string
      }>`select count(*) as n from agenda_jobs where name = 'newsletter.generate-page' and last_finished_at is null`.execute(
        app.container.resolve('db'),
      )
      return Number(r.rows[0]!.n) === 0 ? true : undefined
    }, 'the page jobs')
    expect(await get(optedOut, 'today')).to.equal(null)
  })
})

describe('newsletter without a model provider', () => {
  it('POST /newsletter/generate is 503 llm_not_configured; reading still works', async () => {
    const app = await startTestApp({ env: { LLM_API_KEY: undefined } })
    try {
      const caller = newUser()
      const res = await app.fetch('/newsletter/generate', { method: 'POST', headers: caller.auth })
      expect(res.status).to.equal(503)
      expect(((await res.json()) as { code: string }).code).to.equal('llm_not_configured')
      expect(await (await app.fetch('/newsletter/latest', { headers: caller.auth })).text()).to.equal('null')
    } finally {
      await app.close()
    }
  })
})
