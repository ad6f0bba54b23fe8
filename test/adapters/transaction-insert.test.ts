import { expect } from 'chai'
import { newOwnedColumns } from '../../src/adapters/postgres/kysely-owned-rows.js'
import {
  INSERT_TRANSACTION,
  insertTransactionValues,
  transactionColumns,
} from '../../src/adapters/postgres/transaction-rows.js'
import type { TransactionDraft } from '../../src/domain/ledger/transaction.js'

describe('INSERT_TRANSACTION: the insert of a transaction as fixed SQL text', () => {
  it('names the columns of transactionColumns and the owned ones, each with its value in order', () => {
    const draft = {
      amount: '4.50',
      type: 'expense',
      currency: 'USD',
      occurredAt: new Date('2026-11-24T08:30:00Z'),
      accountId: null,
      description: 'flat white',
      merchant: 'Blue Bottle',
      category: 'coffee',
      notes: null,
      source: 'manual',
    } as unknown as TransactionDraft
    const now = new Date('2026-11-25T10:00:00Z')
    const expected = { ...transactionColumns(draft), ...newOwnedColumns('user-1', 'tx-1', now) }
    const named = /\(([^)]*)\)\s*VALUES/
      .exec(INSERT_TRANSACTION)![1]!
      .split(',')
      .map((c) => c.trim())
    expect(named).to.deep.equal(Object.keys(expected))
    expect(insertTransactionValues('user-1', 'tx-1', draft, now)).to.deep.equal(Object.values(expected))
  })
})
