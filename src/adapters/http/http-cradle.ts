import type { Account, AccountDraft } from '../../domain/ledger/account.js'
import type { Holding, HoldingDraft } from '../../domain/ledger/holding.js'
import type { Transaction, TransactionDraft } from '../../domain/ledger/transaction.js'
import type { Clock } from '../../application/ports/clock.js'
import type { IdempotencyStore } from '../../application/ports/idempotency-store.js'
import type { UnitOfWork } from '../../application/ports/unit-of-work.js'
import type {
  AccountFilter,
  HoldingFilter,
  TransactionFilter,
} from '../../application/ports/ledger-repositories.js'
import type { LedgerCrud } from '../../application/use-cases/ledger/ledger-crud.js'
import type { CheckReadiness } from '../../application/use-cases/check-readiness.js'
import type { GetMe } from '../../application/use-cases/users/get-me.js'
import type { UpdateMe } from '../../application/use-cases/users/update-me.js'
import type { CursorCodec } from './cursor-codec.js'
import type { HttpMetrics } from './http-metrics.js'
import type { QuotaSource } from './rate-limit-headers.js'
import type { ExtractionHttpCradle } from './extraction/extraction-http-cradle.js'
import type { NewsletterHttpCradle } from './newsletter/newsletter-http-cradle.js'
import type { AdvisorHttpCradle } from './advisor/advisor-http-cradle.js'
import type { MemoryHttpCradle } from './memory/memory-http-cradle.js'
import type { MarketHttpCradle } from './market/market-http-cradle.js'
import type { NotificationHttpCradle } from './notifications/notification-http-cradle.js'
import type { PriceStreamHttpCradle } from './market/price-stream-http-cradle.js'

/** What the foundation's routes resolve from the request scope. */
export interface CoreHttpCradle {
  requestId: string
  currentUserId: string
  clock: Clock
  cursorCodec: CursorCodec
  idempotencyStore: IdempotencyStore
  unitOfWork: UnitOfWork
  checkReadiness: CheckReadiness
  metrics: HttpMetrics
  /** The per-user model limit, read for the RateLimit headers of the AI routes. */
  modelQuota: QuotaSource
  getMe: GetMe
  updateMe: UpdateMe
  accountsCrud: LedgerCrud<Account, AccountDraft, AccountFilter>
  transactionsCrud: LedgerCrud<Transaction, TransactionDraft, TransactionFilter>
  holdingsCrud: LedgerCrud<Holding, HoldingDraft, HoldingFilter>
}

/**
 * Everything HTTP may resolve. Each area declares its own cradle next to its routes
 * (e.g. MarketHttpCradle in market/) and joins it here; infrastructure's Cradle extends this.
 */
export interface HttpCradle
  extends
    CoreHttpCradle,
    ExtractionHttpCradle,
    NotificationHttpCradle,
    MarketHttpCradle,
    MemoryHttpCradle,
    AdvisorHttpCradle,
    NewsletterHttpCradle,
    PriceStreamHttpCradle {}
