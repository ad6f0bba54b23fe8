import { asFunction, asValue } from 'awilix'
import type { Account, AccountDraft } from '../../domain/ledger/account.js'
import { accountKind } from '../../domain/ledger/account.js'
import type { Holding, HoldingDraft } from '../../domain/ledger/holding.js'
import { holdingKind } from '../../domain/ledger/holding.js'
import type { Transaction, TransactionDraft } from '../../domain/ledger/transaction.js'
import { transactionKind } from '../../domain/ledger/transaction.js'
import type { IdempotencyStore } from '../../application/ports/idempotency-store.js'
import type {
  AccountFilter,
  AccountRepository,
  HoldingFilter,
  HoldingRepository,
  TransactionFilter,
  TransactionRepository,
} from '../../application/ports/ledger-repositories.js'
import { ledgerCrud, type LedgerCrud } from '../../application/use-cases/ledger/ledger-crud.js'
import {
  KyselyAccountRepository,
  KyselyHoldingRepository,
  KyselyTransactionRepository,
} from '../../adapters/postgres/kysely-ledger-repositories.js'
import { KyselyIdempotencyStore } from '../../adapters/postgres/kysely-idempotency-store.js'
import { CursorCodec } from '../../adapters/http/cursor-codec.js'
import type { LedgerChangeListener } from '../../application/ports/ledger-change-listener.js'
import { joinLedgerHooks, type LedgerHooks } from '../../application/use-cases/ledger/ledger-hooks.js'
import type { SpendingListener } from '../../application/ports/spending-listener.js'
import { transactionSpendingHooks } from '../../application/use-cases/budgets/transaction-spending-hooks.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface LedgerCradle {
  accounts: AccountRepository
  transactions: TransactionRepository
  holdings: HoldingRepository
  idempotencyStore: IdempotencyStore
  cursorCodec: CursorCodec
  accountsCrud: LedgerCrud<Account, AccountDraft, AccountFilter>
  transactionsCrud: LedgerCrud<Transaction, TransactionDraft, TransactionFilter>
  holdingsCrud: LedgerCrud<Holding, HoldingDraft, HoldingFilter>
}

interface LedgerNeeds extends Pick<FoundationCradle, 'db' | 'clock' | 'ids'> {
  /** The extraction area's listener: a corrected notification transaction becomes a template. */
  notificationCorrections: LedgerChangeListener<Transaction>
  /** The portfolio area's holdings repository that records trades for quantity changes. */
  tradeRecordingHoldings: HoldingRepository
  /** The categories area's hooks: a transaction's category is one of the user's, filled when left out. */
  transactionCategories: LedgerHooks<Transaction, TransactionDraft, TransactionFilter>
  /** The budgets area's: written transactions make budgets check their alerts. */
  spendingListener: SpendingListener
}

type Reads = LedgerCradle & LedgerNeeds
const singleton = singletonsOf<Reads>()

/** The ledger: repositories, the shared CRUD use cases, idempotency and cursors. */
export const ledgerArea = defineArea<LedgerCradle, LedgerNeeds>('ledger', ({ config }) => ({
  accounts: singleton(KyselyAccountRepository),
  transactions: singleton(KyselyTransactionRepository),
  holdings: singleton(KyselyHoldingRepository),
  idempotencyStore: singleton(KyselyIdempotencyStore),
  cursorCodec: asValue(new CursorCodec(config.serviceKey)),
  accountsCrud: asFunction((c: Reads) =>
    ledgerCrud({
      kind: accountKind,
      repository: c.accounts,
      accounts: c.accounts,
      clock: c.clock,
      ids: c.ids,
    }),
  ).singleton(),
  transactionsCrud: asFunction((c: Reads) =>
    ledgerCrud({
      kind: transactionKind,
      repository: c.transactions,
      accounts: c.accounts,
      clock: c.clock,
      ids: c.ids,
      changes: c.notificationCorrections,
      // Categories first: budgets are told the category the write stored.
      hooks: joinLedgerHooks(c.transactionCategories, transactionSpendingHooks(c.spendingListener)),
    }),
  ).singleton(),
  holdingsCrud: asFunction((c: Reads) =>
    ledgerCrud({
      kind: holdingKind,
      // Records the opening buy and adjusting trades (docs/net-worth.md "Trades").
      repository: c.tradeRecordingHoldings,
      accounts: c.accounts,
      clock: c.clock,
      ids: c.ids,
    }),
  ).singleton(),
}))
