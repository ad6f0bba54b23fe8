import { UpstreamUnavailableError } from '../../../domain/errors.js'
import { composeNewsletter } from '../../../domain/newsletter/compose.js'
import { applyCuration, fallbackCuration } from '../../../domain/newsletter/curation.js'
import type { NewsStory } from '../../../domain/newsletter/news-story.js'
import { dayOf } from '../../../domain/calendar.js'
import type { Newsletter } from '../../../domain/newsletter/newsletter.js'
import {
  CURATION_SYSTEM,
  curationPrompt,
  SYNTHESIS_SYSTEM,
  synthesisPrompt,
  type CuratedStory,
} from '../../../domain/newsletter/prompts.js'
import type { Clock } from '../../ports/clock.js'
import type { CryptoMarketData } from '../../ports/crypto-market-data.js'
import type { EarningsCalendar } from '../../ports/earnings-calendar.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { HoldingRepository } from '../../ports/ledger-repositories.js'
import type { Llm } from '../../ports/llm.js'
import type { Log } from '../../ports/log.js'
import type { NewsSource } from '../../ports/news-source.js'
import type { NewsletterRepository } from '../../ports/newsletter-repository.js'
import type { StockMarketData } from '../../ports/stock-market-data.js'
import type { UserRepository } from '../../ports/user-repository.js'
import { gatherInputs } from './gather-inputs.js'
import { curationSchema, newsletterSchema } from './newsletter-schemas.js'

export interface NewsletterPolicy {
  /** Candidate stories shown to the curator. */
  readonly maxCandidates: number
  /** Stories the newsletter is written from. */
  readonly maxPicks: number
  /** Stories fetched per symbol and per market query. */
  readonly perQuery: number
  /** Days of upcoming earnings, from the newsletter's day. */
  readonly earningsDays: number
}

export interface GenerateNewsletterDeps {
  readonly newsletters: NewsletterRepository
  readonly holdings: HoldingRepository
  readonly users: UserRepository
  readonly newsSource: NewsSource
  readonly stockMarketData: StockMarketData
  readonly cryptoMarketData: CryptoMarketData
  readonly earningsCalendar: EarningsCalendar
  readonly llm: Llm
  readonly clock: Clock
  readonly ids: IdGenerator
  readonly log: Log
  readonly newsletterPolicy: NewsletterPolicy
}

export interface GenerateNewsletterResult {
  readonly newsletter: Newsletter
  /** False when the day's newsletter already existed and was returned as is (no force). */
  readonly created: boolean
}

/**
 * Writes a user's newsletter for one UTC day: candidate stories curated on the fast tier, then the
 * letter written on the reasoning tier from the curated stories, the holdings' moves and their
 * upcoming earnings. One per user per day: without `force` an existing one is returned unchanged.
 */
export class GenerateNewsletter {
  readonly #d: GenerateNewsletterDeps

  constructor(deps: GenerateNewsletterDeps) {
    // Each taken out of the cradle now: nothing is looked up while generating.
    this.#d = {
      newsletters: deps.newsletters,
      holdings: deps.holdings,
      users: deps.users,
      newsSource: deps.newsSource,
      stockMarketData: deps.stockMarketData,
      cryptoMarketData: deps.cryptoMarketData,
      earningsCalendar: deps.earningsCalendar,
      llm: deps.llm,
      clock: deps.clock,
      ids: deps.ids,
      log: deps.log,
      newsletterPolicy: deps.newsletterPolicy,
    }
  }

  async execute(input: {
    userId: string
    date?: string
    force?: boolean
  }): Promise<GenerateNewsletterResult> {
    const d = this.#d
    const date = input.date ?? dayOf(d.clock.now())
    if (!input.force) {
      const existing = await d.newsletters.forDay(input.userId, date)
      if (existing) return { newsletter: existing, created: false }
    }
    const user = await d.users.get(input.userId)
    const holdings = await d.holdings.listAll(input.userId)
    const policy = d.newsletterPolicy
    const inputs = await gatherInputs(d, holdings, date, policy)
    if (inputs.stories.length === 0 && inputs.moves.length === 0) {
      throw new UpstreamUnavailableError(
        'news',
        'no stories and no quotes: nothing to write the newsletter from',
      )
    }
    const curated = await this.#curate(
      input.userId,
      inputs.symbols,
      inputs.stories.slice(0, policy.maxCandidates),
    )
    const written = await d.llm.structured({
      tier: 'reasoning',
      userId: input.userId,
      schema: newsletterSchema,
      schemaName: 'newsletter',
      messages: [
        { role: 'system', content: SYNTHESIS_SYSTEM },
        {
          role: 'user',
          content: synthesisPrompt({
            date,
            baseCurrency: user?.baseCurrency ?? 'USD',
            moves: inputs.moves,
            earnings: inputs.earnings,
            curated,
          }),
        },
      ],
    })
    const draft = composeNewsletter(written, curated, inputs.symbols, date)
    const newsletter = await d.newsletters.save(input.userId, d.ids.newId(), date, draft, d.clock.now())
    d.log.info(
      { userId: input.userId, date, stories: curated.length, missing: inputs.missing },
      'newsletter written',
    )
    return { newsletter, created: true }
  }

  async #curate(
    userId: string,
    symbols: readonly string[],
    stories: readonly NewsStory[],
  ): Promise<CuratedStory[]> {
    const max = this.#d.newsletterPolicy.maxPicks
    if (stories.length === 0) return []
    const { picks } = await this.#d.llm.structured({
      tier: 'fast',
      userId,
      schema: curationSchema,
      schemaName: 'news_curation',
      messages: [
        { role: 'system', content: CURATION_SYSTEM },
        { role: 'user', content: curationPrompt({ symbols, stories, maxPicks: max }) },
      ],
    })
    const curated = applyCuration(stories, picks, symbols, max)
    // A curator that picked nothing usable should not leave the letter without news.
    return curated.length > 0 ? curated : fallbackCuration(stories, max)
  }
}
