import {
  DEFAULT_TRANSACTION_SOURCE,
  type Transaction,
  type TransactionDraft,
} from '../../../domain/ledger/transaction.js'
import type { TransactionDraftBody, TransactionPatchBody } from './ledger-schemas.js'
import { presentFields } from '../present-fields.js'
import { instantText } from '../instant-text.js'
import { ownedToWire } from './ledger-wire.js'

/** Every mapping of a transaction between the wire (snake_case) and the domain, in one place. */
export const transactionMapper = {
  /** POST and PUT: absent optional fields are none; the source is the default one unless given. */
  toDraft(body: TransactionDraftBody): TransactionDraft {
    return {
      amount: body.amount,
      type: body.type,
      currency: body.currency,
      occurredAt: body.occurred_at,
      accountId: body.account_id ?? null,
      description: body.description ?? null,
      merchant: body.merchant ?? null,
      category: body.category ?? null,
      notes: body.notes ?? null,
      source: body.source ?? DEFAULT_TRANSACTION_SOURCE,
    }
  },

  /** PATCH: the fields it changes; `source: null` is back to the default. */
  toPatch(body: TransactionPatchBody): Partial<TransactionDraft> {
    return presentFields({
      amount: body.amount,
      type: body.type,
      currency: body.currency,
      occurredAt: body.occurred_at,
      accountId: body.account_id,
      description: body.description,
      merchant: body.merchant,
      category: body.category,
      notes: body.notes,
      source: body.source === null ? DEFAULT_TRANSACTION_SOURCE : body.source,
    })
  },

  toWire(t: Transaction) {
    return {
      ...ownedToWire(t),
      amount: t.amount,
      type: t.type,
      currency: t.currency,
      occurred_at: instantText(t.occurredAt),
      account_id: t.accountId,
      description: t.description,
      merchant: t.merchant,
      category: t.category,
      category_source: t.categorySource,
      category_confidence: t.categoryConfidence,
      notes: t.notes,
      source: t.source,
      external_id: t.externalId,
      import_id: t.importId,
      reconciled: t.reconciled,
      pending: t.pending,
    }
  },
}
