import type { DeleteTrade } from '../../../application/use-cases/portfolio/delete-trade.js'
import type { GetNetWorth } from '../../../application/use-cases/portfolio/get-net-worth.js'
import type { GetPortfolioPerformance } from '../../../application/use-cases/portfolio/get-portfolio-performance.js'
import type { GetPortfolioSummary } from '../../../application/use-cases/portfolio/get-portfolio-summary.js'
import type { ListTrades } from '../../../application/use-cases/portfolio/list-trades.js'
import type { RebuildNetWorth } from '../../../application/use-cases/portfolio/rebuild-net-worth.js'
import type { RecordTrade } from '../../../application/use-cases/portfolio/record-trade.js'

/** What the trade, net-worth and portfolio routes resolve. */
export interface PortfolioHttpCradle {
  recordTrade: RecordTrade
  listTrades: ListTrades
  deleteTrade: DeleteTrade
  rebuildNetWorth: RebuildNetWorth
  getNetWorth: GetNetWorth
  getPortfolioSummary: GetPortfolioSummary
  getPortfolioPerformance: GetPortfolioPerformance
}
