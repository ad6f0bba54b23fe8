import { asFunction } from 'awilix'
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
import type { StockMarketData } from '../../application/ports/stock-market-data.js'
import type { CryptoMarketData } from '../../application/ports/crypto-market-data.js'
import type { ForexRates } from '../../application/ports/forex-rates.js'
import type { AccountRepository, TransactionRepository } from '../../application/ports/ledger-repositories.js'
import type { UserRepository } from '../../application/ports/user-repository.js'
import type { IdempotencyStore } from '../../application/ports/idempotency-store.js'
import type { CursorCodec } from '../../adapters/http/cursor-codec.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

/** The keys the portfolio area (trades, price history, net worth, performance) adds. */
export interface PortfolioCradle extends Omit<
  PortfolioHttpCradle,
  'idempotencyStore' | 'clock' | 'unitOfWork' | 'cursorCodec'
> {
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

interface PortfolioNeeds extends Pick<
  FoundationCradle,
  'db' | 'clock' | 'ids' | 'log' | 'metrics' | 'unitOfWork'
> {
  holdings: HoldingRepository
  accounts: AccountRepository
  transactions: TransactionRepository
  users: UserRepository
  stockMarketData: StockMarketData
  cryptoMarketData: CryptoMarketData
  forexRates: ForexRates
  idempotencyStore: IdempotencyStore
  cursorCodec: CursorCodec
}

type Reads = PortfolioCradle & PortfolioNeeds
const singleton = singletonsOf<Reads>()

/** Trades, price history, daily snapshots and performance (docs/net-worth.md). */
export const portfolioArea = defineArea<PortfolioCradle, PortfolioNeeds>('portfolio', ({ config }) => {
  const m = config.market
  return {
    trades: singleton(KyselyTradeRepository),
    tradeRecordingHoldings: asFunction((c: Reads) => new TradeRecordingHoldings(c.holdings, c)).singleton(),
    priceHistory: singleton(KyselyPriceHistoryStore),
    forexHistory: asFunction(
      (c: Reads) =>
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
    netWorthRepository: singleton(KyselyNetWorthRepository),
    netWorthSources: singleton(KyselyNetWorthSources),
    ensurePriceHistory: singleton(EnsurePriceHistory),
    rebuildNetWorth: singleton(RebuildNetWorth),
    storedHistory: singleton(StoredHistory),
    takeDailySnapshots: singleton(TakeDailySnapshots),
    recordTrade: singleton(RecordTrade),
    listTrades: singleton(ListTrades),
    deleteTrade: singleton(DeleteTrade),
    getNetWorth: singleton(GetNetWorth),
    getPortfolioSummary: singleton(GetPortfolioSummary),
    getPortfolioPerformance: singleton(GetPortfolioPerformance),
    portfolioJobs: asFunction((c: Reads): readonly JobDefinition[] => [netWorthDailyJob(c)]).singleton(),
  }
})
