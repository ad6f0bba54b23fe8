import type { AccountRepository } from '../../ports/ledger-repositories.js'
import type { Clock } from '../../ports/clock.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { ImportRepository } from '../../ports/import-repository.js'
import type { StatementReader } from '../../ports/statement-reader.js'
import type { SpendingListener } from '../../ports/spending-listener.js'
import type { UnitOfWork } from '../../ports/unit-of-work.js'
import type { TransactionCategorizer } from '../../ports/transaction-categorizer.js'
import type { RuleRepository } from '../../ports/rule-repository.js'

/** The ports the import use cases share. */
export interface ImportDeps {
  readonly imports: ImportRepository
  readonly accounts: AccountRepository
  readonly statementReader: StatementReader
  readonly unitOfWork: UnitOfWork
  readonly clock: Clock
  readonly ids: IdGenerator
  /** The preview shows the category each new row would get (docs/categories.md). */
  readonly transactionCategorizer: TransactionCategorizer
  /** The commit counts the hits of the rules that categorised its new rows. */
  readonly rules: RuleRepository
  /** Told the statement's months after a commit wrote transactions (budgets: alerts). */
  readonly spendingListener?: SpendingListener
}

/** The most lines one file may have (docs/imports.md "Limits"). */
export const MAX_IMPORT_ROWS = 50_000
