import type { Account } from '../../../domain/ledger/account.js'
import type { Holding } from '../../../domain/ledger/holding.js'
import type { Owned } from '../../../domain/ledger/owned.js'
import type { Transaction } from '../../../domain/ledger/transaction.js'

/** Wire shapes (docs/api.md "Ledger"): snake_case, money as decimal strings, instants in ISO 8601 UTC. */
function ownedView(o: Owned) {
  return {
    id: o.id,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    version: o.version,
  }
}

export function accountView(a: Account) {
  return {
    ...ownedView(a),
    name: a.name,
    type: a.type,
    institution: a.institution,
    currency: a.currency,
    balance: a.balance,
    is_active: a.isActive,
  }
}

export function transactionView(t: Transaction) {
  return {
    ...ownedView(t),
    amount: t.amount,
    type: t.type,
    currency: t.currency,
    occurred_at: t.occurredAt.toISOString(),
    account_id: t.accountId,
    description: t.description,
    merchant: t.merchant,
    category: t.category,
    notes: t.notes,
    source: t.source,
    external_id: t.externalId,
    import_id: t.importId,
    reconciled: t.reconciled,
  }
}

export function holdingView(h: Holding) {
  return {
    ...ownedView(h),
    symbol: h.symbol,
    asset_type: h.assetType,
    quantity: h.quantity,
    average_cost: h.averageCost,
    currency: h.currency,
    account_id: h.accountId,
    name: h.name,
  }
}
