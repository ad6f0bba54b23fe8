import { asFunction, asValue } from 'awilix'
import type { CryptoMarketData } from '../../application/ports/crypto-market-data.js'
import type { EarningsCalendar } from '../../application/ports/earnings-calendar.js'
import type { JobQueue } from '../../application/ports/job-queue.js'
import type { HoldingRepository } from '../../application/ports/ledger-repositories.js'
import type { Llm } from '../../application/ports/llm.js'
import type { NewsSource } from '../../application/ports/news-source.js'
import type {
  GenerationRunRepository,
  NewsletterRepository,
} from '../../application/ports/newsletter-repository.js'
import type { StockMarketData } from '../../application/ports/stock-market-data.js'
import type { UserRepository } from '../../application/ports/user-repository.js'
import {
  GenerateNewsletter,
  type NewsletterPolicy,
} from '../../application/use-cases/newsletter/generate-newsletter.js'
import { GetNewsletter } from '../../application/use-cases/newsletter/get-newsletter.js'
import { PlanNewsletters } from '../../application/use-cases/newsletter/plan-newsletters.js'
import { StartNewsletterGeneration } from '../../application/use-cases/newsletter/start-newsletter-generation.js'
import type { NotifyUser } from '../../application/use-cases/notifications/notify-user.js'
import type { NewsletterHttpCradle } from '../../adapters/http/newsletter/newsletter-http-cradle.js'
import type { JobDefinition } from '../../adapters/jobs/job-definition.js'
import {
  newsletterDailyJob,
  newsletterGenerateJob,
  newsletterPageJob,
} from '../../adapters/jobs/newsletter.jobs.js'
import { YahooClient } from '../../adapters/market/yahoo-client.js'
import { YahooNewsSource } from '../../adapters/news/yahoo-news-source.js'
import { KyselyGenerationRunRepository } from '../../adapters/postgres/kysely-generation-run-repository.js'
import { KyselyNewsletterRepository } from '../../adapters/postgres/kysely-newsletter-repository.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

/** The keys this area adds to the container, the use cases HTTP serves among them. */
export interface NewsletterCradle extends NewsletterHttpCradle {
  newsletters: NewsletterRepository
  generationRuns: GenerationRunRepository
  newsSource: NewsSource
  newsletterPolicy: NewsletterPolicy
  newsletterPageSize: number
  generateNewsletter: GenerateNewsletter
  planNewsletters: PlanNewsletters
  /** This area's contribution to the scheduler (wiring/scheduler.ts collects it). */
  newsletterJobs: readonly JobDefinition[]
}

interface NewsletterNeeds extends Pick<FoundationCradle, 'db' | 'clock' | 'ids' | 'log'> {
  users: UserRepository
  holdings: HoldingRepository
  stockMarketData: StockMarketData
  cryptoMarketData: CryptoMarketData
  earningsCalendar: EarningsCalendar
  llm: Llm
  jobQueue: JobQueue
  /** The notifications area's: a new letter is a notification (and a push). */
  notifyUser: NotifyUser
}

type Reads = NewsletterCradle & NewsletterNeeds
const singleton = singletonsOf<Reads>()

const POLICY: NewsletterPolicy = { maxCandidates: 30, maxPicks: 8, perQuery: 6, earningsDays: 7 }
/** Subscribers per page job: each costs two model calls, so pages stay small to spread over workers. */
const PAGE_SIZE = 25
const PAGE_CONCURRENCY = 2
/** Users of one page generated at once (each waits seconds on the model, little CPU). */
const USERS_AT_ONCE = 4
const MARKET_QUERIES = ['stock market', 'economy']
/** News searches are reused this long: the daily run asks the same symbols for many users. */
const NEWS_CACHE_TTL_MS = 10 * 60_000

/** The daily newsletter: storage, Yahoo news, generation (HTTP-triggered and scheduled). */
export const newsletterArea = defineArea<NewsletterCradle, NewsletterNeeds>('newsletter', ({ config }) => {
  const m = config.market
  return {
    newsletters: singleton(KyselyNewsletterRepository),
    generationRuns: singleton(KyselyGenerationRunRepository),
    // Its own yahoo-finance2 instance: same YAHOO_BASE_URL, deadline and retries as the market area.
    newsSource: asFunction(
      (): NewsSource =>
        new YahooNewsSource(
          new YahooClient({ timeoutMs: m.timeoutMs, retries: m.retries, baseUrl: m.yahooBaseUrl }),
          {
            marketQueries: MARKET_QUERIES,
            maxSymbols: 15,
            cacheTtlMs: NEWS_CACHE_TTL_MS,
          },
        ),
    ).singleton(),
    newsletterPolicy: asValue(POLICY),
    newsletterPageSize: asValue(PAGE_SIZE),
    generateNewsletter: singleton(GenerateNewsletter),
    getNewsletter: singleton(GetNewsletter),
    startNewsletterGeneration: singleton(StartNewsletterGeneration),
    planNewsletters: singleton(PlanNewsletters),
    newsletterJobs: asFunction((c: Reads): readonly JobDefinition[] => [
      newsletterDailyJob(c),
      newsletterGenerateJob(c),
      newsletterPageJob(c, { concurrency: PAGE_CONCURRENCY, usersAtOnce: USERS_AT_ONCE }),
    ]).singleton(),
  }
})
