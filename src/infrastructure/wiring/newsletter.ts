import { asFunction, asValue, type AwilixContainer } from 'awilix'
import type { NewsSource } from '../../application/ports/news-source.js'
import type {
  GenerationRunRepository,
  NewsletterRepository,
} from '../../application/ports/newsletter-repository.js'
import {
  GenerateNewsletter,
  type NewsletterPolicy,
} from '../../application/use-cases/newsletter/generate-newsletter.js'
import { GetNewsletter } from '../../application/use-cases/newsletter/get-newsletter.js'
import { PlanNewsletters } from '../../application/use-cases/newsletter/plan-newsletters.js'
import { StartNewsletterGeneration } from '../../application/use-cases/newsletter/start-newsletter-generation.js'
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
import type { Config } from '../config/config.js'
import type { Cradle } from '../container.js'

/** The keys this area adds to the container. */
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
export function registerNewsletter(container: AwilixContainer<Cradle>, config: Config): void {
  const m = config.market
  container.register({
    newsletters: asFunction((c: Cradle) => new KyselyNewsletterRepository(c)).singleton(),
    generationRuns: asFunction((c: Cradle) => new KyselyGenerationRunRepository(c)).singleton(),
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
    generateNewsletter: asFunction((c: Cradle) => new GenerateNewsletter(c)).singleton(),
    getNewsletter: asFunction((c: Cradle) => new GetNewsletter(c)).singleton(),
    startNewsletterGeneration: asFunction((c: Cradle) => new StartNewsletterGeneration(c)).singleton(),
    planNewsletters: asFunction((c: Cradle) => new PlanNewsletters(c)).singleton(),
    newsletterJobs: asFunction((c: Cradle): readonly JobDefinition[] => [
      newsletterDailyJob(c),
      newsletterGenerateJob(c),
      newsletterPageJob(c, { concurrency: PAGE_CONCURRENCY, usersAtOnce: USERS_AT_ONCE }),
    ]).singleton(),
  })
}
