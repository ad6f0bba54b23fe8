import { monthsOf } from '../../../domain/budgets/budget-month.js'
import type { Transaction, TransactionDraft } from '../../../domain/ledger/transaction.js'
import type { TransactionFilter } from '../../ports/ledger-repositories.js'
import type { SpendingListener } from '../../ports/spending-listener.js'
import type { LedgerHooks } from '../ledger/ledger-hooks.js'

/**
 * What budgets add to the transactions' CRUD (docs/budgets.md "Alerts"): every stored create,
 * update and delete tells the listener the months it touched (both months of a moved transaction).
 */
export function transactionSpendingHooks(
  listener: SpendingListener,
): LedgerHooks<Transaction, TransactionDraft, TransactionFilter> {
  return {
    written: (userId, item, write) =>
      listener.spent(
        userId,
        monthsOf(write.kind === 'update' ? [write.before.occurredAt, item.occurredAt] : [item.occurredAt]),
      ),
  }
}
