import type { Clock } from '../../../application/ports/clock.js'
import type { IdempotencyStore } from '../../../application/ports/idempotency-store.js'
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js'
import type { CursorCodec } from '../cursor-codec.js'
import type { DeleteTrade } from '../../../application/use-cases/portfolio/delete-trade.js'
import type { GetNetWorth } from '../../../application/use-cases/portfolio/get-net-worth.js'
import type { GetPortfolioPerformance } from '../../../application/use-cases/portfolio/get-portfolio-performance.js'
import type { GetPortfolioSummary } from '../../../application/use-cases/portfolio/get-portfolio-summary.js'
import type { ListTrades } from '../../../application/use-cases/portfolio/list-trades.js'
import type { RebuildNetWorth } from '../../../application/use-cases/portfolio/rebuild-net-worth.js'
import type { RecordTrade } from '../../../application/use-cases/portfolio/record-trade.js'

/** What the trade, net-worth and portfolio routes need. */
export interface PortfolioHttpCradle {
  idempotencyStore: IdempotencyStore
  clock: Clock
  unitOfWork: UnitOfWork
  cursorCodec: CursorCodec
  recordTrade: RecordTrade
  listTrades: ListTrades
  deleteTrade: DeleteTrade
  rebuildNetWorth: RebuildNetWorth
  getNetWorth: GetNetWorth
  getPortfolioSummary: GetPortfolioSummary
  getPortfolioPerformance: GetPortfolioPerformance
}
