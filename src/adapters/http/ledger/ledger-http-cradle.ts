import type { Account, AccountDraft } from '../../../domain/ledger/account.js'
import type { Holding, HoldingDraft } from '../../../domain/ledger/holding.js'
import type { Transaction, TransactionDraft } from '../../../domain/ledger/transaction.js'
import type { Clock } from '../../../application/ports/clock.js'
import type { IdempotencyStore } from '../../../application/ports/idempotency-store.js'
import type {
  AccountFilter,
  HoldingFilter,
  TransactionFilter,
} from '../../../application/ports/ledger-repositories.js'
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js'
import type { LedgerCrud } from '../../../application/use-cases/ledger/ledger-crud.js'
import type { ValueHoldings } from '../../../application/use-cases/market/value-holdings.js'
import type { CursorCodec } from '../cursor-codec.js'

/** What every ledger resource's routes need: cursors for lists, and idempotent creates. */
export interface LedgerRouteDeps {
  cursorCodec: CursorCodec
  idempotencyStore: IdempotencyStore
  unitOfWork: UnitOfWork
  clock: Clock
}

/** What the ledger routes need: the shared parts, each resource's use cases, and holdings' prices. */
export interface LedgerHttpCradle extends LedgerRouteDeps {
  accountsCrud: LedgerCrud<Account, AccountDraft, AccountFilter>
  transactionsCrud: LedgerCrud<Transaction, TransactionDraft, TransactionFilter>
  holdingsCrud: LedgerCrud<Holding, HoldingDraft, HoldingFilter>
  valueHoldings: ValueHoldings
}
