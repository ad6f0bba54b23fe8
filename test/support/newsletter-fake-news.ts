import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One story as a test declares it; `time` is the publish instant in epoch seconds, as Yahoo sends it. */
export interface FakeNewsItem {
  readonly title: string
  readonly link: string
  readonly publisher?: string
  readonly time: number
  readonly tickers?: readonly string[]
}

/** Yahoo's /v1/finance/search answer (news only), with every field yahoo-finance2's schema requires. */
export function yahooSearchResult(items: readonly FakeNewsItem[]) {
  return {
    explains: [],
    count: items.length,
    quotes: [],
    news: items.map((n, i) => ({
      uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      title: n.title,
      publisher: n.publisher ?? 'Reuters',
      link: n.link,
      providerPublishTime: n.time,
      type: 'STORY',
      thumbnail: {
        resolutions: [{ url: 'https://s.yimg.com/x.jpg', width: 140, height: 140, tag: '140x140' }],
      },
      ...(n.tickers ? { relatedTickers: n.tickers } : {}),
    })),
    nav: [],
    lists: [],
    researchReports: [],
    screenerFieldResults: [],
    totalTime: 24,
    timeTakenForQuotes: 412,
    timeTakenForNews: 600,
    timeTakenForAlgowatchlist: 400,
    timeTakenForPredefinedScreener: 400,
    timeTakenForCrunchbase: 0,
    timeTakenForNav: 400,
    timeTakenForResearchReports: 0,
    timeTakenForScreenerField: 0,
    timeTakenForCulturalAssets: 0,
    timeTakenForSearchLists: 0,
  }
}

/**
 * Yahoo's search endpoint on 127.0.0.1 (what YAHOO_BASE_URL points at): news per query `q`;
 * queries listed in `failing` answer 502. Every other Yahoo path is forwarded to `forward`
 * (the market area's fake Yahoo: quotes, crumb) so one base URL serves both areas.
 */
export class FakeYahooNews {
  readonly news = new Map<string, FakeNewsItem[]>()
  readonly failing = new Set<string>()
  readonly queries: string[] = []
  readonly #server: Server
  readonly #forward: string | undefined

  private constructor(forward: string | undefined) {
    this.#forward = forward
    this.#server = createServer((req, res) => this.#handle(req, res))
  }

  static async start(forward?: string): Promise<FakeYahooNews> {
    const fake = new FakeYahooNews(forward)
    await new Promise<void>((resolve) => fake.#server.listen(0, '127.0.0.1', resolve))
    return fake
  }

  #handle(req: IncomingMessage, res: ServerResponse): void {
    const forward = this.#forward
    const url = new URL(req.url ?? '/', 'http://fake')
    if (url.pathname !== '/v1/finance/search') {
      if (!forward) {
        res.writeHead(404).end('no such fake route')
        return
      }
      // Hand the request to the other fake as is (headers include the cookie and crumb).
      const headers = Object.fromEntries(
        ['cookie', 'user-agent', 'accept'].flatMap((h) =>
          req.headers[h] ? [[h, String(req.headers[h])]] : [],
        ),
      )
      void fetch(`${forward}${url.pathname}${url.search}`, { headers, redirect: 'manual' }).then(
        async (r) => {
          const out: Record<string, string | string[]> = {}
          r.headers.forEach((v, k) => (out[k] = v))
          const cookies = r.headers.getSetCookie()
          if (cookies.length > 0) out['set-cookie'] = cookies
          delete out['content-length']
          delete out['content-encoding']
          res.writeHead(r.status, out).end(Buffer.from(await r.arrayBuffer()))
        },
      )
      return
    }
    const q = url.searchParams.get('q') ?? ''
    this.queries.push(q)
    if (this.failing.has(q)) {
      res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad Gateway</html>')
      return
    }
    const count = Number(url.searchParams.get('newsCount') ?? '4')
    res
      .writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
      .end(JSON.stringify(yahooSearchResult((this.news.get(q) ?? []).slice(0, count))))
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }
}
