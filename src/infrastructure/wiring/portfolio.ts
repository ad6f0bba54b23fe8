import { asFunction, type AwilixContainer } from 'awilix'
import type { ForexHistory } from '../../application/ports/forex-history.js'
import type { HoldingRepository } from '../../application/ports/ledger-repositories.js'
import type { NetWorthRepository } from '../../application/ports/net-worth-repository.js'
import type { NetWorthSources } from '../../application/ports/net-worth-sources.js'
import type { PriceHistoryStore } from '../../application/ports/price-history-store.js'
import type { TradeRepository } from '../../application/ports/trade-repository.js'
import { DeleteTrade } from '../../application/use-cases/portfolio/delete-trade.js'
import { EnsurePriceHistory } from '../../application/use-cases/portfolio/ensure-price-history.js'
import { GetNetWorth } from '../../application/use-cases/portfolio/get-net-worth.js'
import { GetPortfolioPerformance } from '../../application/use-cases/portfolio/get-portfolio-performance.js'
import { GetPortfolioSummary } from '../../application/use-cases/portfolio/get-portfolio-summary.js'
import { ListTrades } from '../../application/use-cases/portfolio/list-trades.js'
import { RebuildNetWorth } from '../../application/use-cases/portfolio/rebuild-net-worth.js'
import { RecordTrade } from '../../application/use-cases/portfolio/record-trade.js'
import { StoredHistory } from '../../application/use-cases/portfolio/stored-history.js'
import { TakeDailySnapshots } from '../../application/use-cases/portfolio/take-daily-snapshots.js'
import { TradeRecordingHoldings } from '../../application/use-cases/portfolio/trade-recording-holdings.js'
import type { PortfolioHttpCradle } from '../../adapters/http/portfolio/portfolio-http-cradle.js'
import type { JobDefinition } from '../../adapters/jobs/job-definition.js'
import { netWorthDailyJob } from '../../adapters/jobs/net-worth.jobs.js'
import { FallbackForexHistory } from '../../adapters/market/fallback-forex-history.js'
import { FrankfurterForexHistory } from '../../adapters/market/frankfurter-forex-history.js'
import { YahooForexHistory } from '../../adapters/market/yahoo-forex-history.js'
import { KyselyNetWorthRepository } from '../../adapters/postgres/kysely-net-worth-repository.js'
import { KyselyNetWorthSources } from '../../adapters/postgres/kysely-net-worth-sources.js'
import { KyselyPriceHistoryStore } from '../../adapters/postgres/kysely-price-history-store.js'
import { KyselyTradeRepository } from '../../adapters/postgres/kysely-trade-repository.js'
import type { Config } from '../config/config.js'
import type { Cradle } from '../container.js'

/** The keys the portfolio area (trades, price history, net worth, performance) adds. */
export interface PortfolioCradle extends PortfolioHttpCradle {
  trades: TradeRepository
  /** The holdings repository the ledger's CRUD writes through: records opening and adjusting trades. */
  tradeRecordingHoldings: HoldingRepository
  priceHistory: PriceHistoryStore
  /** Yahoo's daily BASEQUOTE=X chart, Frankfurter's ECB time series as the fallback. */
  forexHistory: ForexHistory
  netWorthRepository: NetWorthRepository
  netWorthSources: NetWorthSources
  ensurePriceHistory: EnsurePriceHistory
  storedHistory: StoredHistory
  takeDailySnapshots: TakeDailySnapshots
  /** This area's contribution to the scheduler (wiring/scheduler.ts collects it). */
  portfolioJobs: readonly JobDefinition[]
}

/** Trades, price history, daily snapshots and performance (docs/net-worth.md). */
export function registerPortfolio(container: AwilixContainer<Cradle>, config: Config): void {
  const m = config.market
  container.register({
    trades: asFunction((c: Cradle) => new KyselyTradeRepository(c)).singleton(),
    tradeRecordingHoldings: asFunction((c: Cradle) => new TradeRecordingHoldings(c.holdings, c)).singleton(),
    priceHistory: asFunction((c: Cradle) => new KyselyPriceHistoryStore(c)).singleton(),
    forexHistory: asFunction(
      (c: Cradle) =>
        new FallbackForexHistory(
          new YahooForexHistory(c.stockMarketData, c.clock),
          new FrankfurterForexHistory({
            timeoutMs: m.timeoutMs,
            retries: m.retries,
            metrics: c.metrics,
            baseUrl: m.frankfurterBaseUrl,
          }),
          c.log,
        ),
    ).singleton(),
    netWorthRepository: asFunction((c: Cradle) => new KyselyNetWorthRepository(c)).singleton(),
    netWorthSources: asFunction((c: Cradle) => new KyselyNetWorthSources(c)).singleton(),
    ensurePriceHistory: asFunction((c: Cradle) => new EnsurePriceHistory(c)).singleton(),
    rebuildNetWorth: asFunction((c: Cradle) => new RebuildNetWorth(c)).singleton(),
    storedHistory: asFunction((c: Cradle) => new StoredHistory(c)).singleton(),
    takeDailySnapshots: asFunction((c: Cradle) => new TakeDailySnapshots(c)).singleton(),
    recordTrade: asFunction((c: Cradle) => new RecordTrade(c)).singleton(),
    listTrades: asFunction((c: Cradle) => new ListTrades(c)).singleton(),
    deleteTrade: asFunction((c: Cradle) => new DeleteTrade(c)).singleton(),
    getNetWorth: asFunction((c: Cradle) => new GetNetWorth(c)).singleton(),
    getPortfolioSummary: asFunction((c: Cradle) => new GetPortfolioSummary(c)).singleton(),
    getPortfolioPerformance: asFunction((c: Cradle) => new GetPortfolioPerformance(c)).singleton(),
    portfolioJobs: asFunction((c: Cradle): readonly JobDefinition[] => [netWorthDailyJob(c)]).singleton(),
  })
}
