import { expect } from 'chai'
import type { RecurringSource } from '../../src/application/ports/recurring-source.js'
import type { TransactionDraft } from '../../src/domain/ledger/transaction.js'
import type { DecimalString } from '../../src/domain/money.js'
import { transactionDraft } from './ledger-drafts.js'

/** A RecurringSource under test and the ledger behind it, which the contract arranges. */
export interface RecurringSourceSubject {
  readonly port: RecurringSource
  readonly newUserId: () => Promise<string>
  readonly addTransaction: (userId: string, draft: TransactionDraft) => Promise<string>
  /** Sets a stored transaction's pending flag, as bank sync does (a card hold, then posted). */
  readonly setPending: (id: string, pending: boolean) => Promise<void>
}

/** What RecurringSource promises (application/ports/recurring-source.ts). */
export function describeRecurringSourceContract(make: () => Promise<RecurringSourceSubject>) {
  const day = (d: number, h = 10) => new Date(Date.UTC(2026, 10, d, h))

  it("reads the user's expenses and income in [from, to), oldest first, with the fields detection needs", async () => {
    const s = await make()
    const alice = await s.newUserId()
    const bob = await s.newUserId()
    const before = await s.addTransaction(alice, transactionDraft({ occurredAt: day(9) }))
    const salary = await s.addTransaction(
      alice,
      transactionDraft({
        occurredAt: day(12),
        type: 'income',
        amount: '3200.00' as DecimalString,
        merchant: null,
        description: 'SALARY ACME',
        category: 'salary',
      }),
    )
    const coffee = await s.addTransaction(alice, transactionDraft({ occurredAt: day(10) }))
    await s.addTransaction(
      alice,
      transactionDraft({ occurredAt: day(11), type: 'transfer', merchant: 'Savings' }),
    )
    await s.addTransaction(alice, transactionDraft({ occurredAt: day(13) }))
    await s.addTransaction(bob, transactionDraft({ occurredAt: day(11) }))

    const read = await s.port.paymentsBetween(alice, day(10, 0), day(13, 0))
    expect(read.map((p) => p.id)).to.deep.equal([coffee, salary])
    expect(read[0]).to.deep.equal({
      id: coffee,
      occurredAt: day(10),
      type: 'expense',
      amount: '12.50',
      currency: 'USD',
      merchant: 'Blue Bottle',
      description: null,
      category: 'coffee',
    })
    expect(read[1]).to.deep.include({
      type: 'income',
      amount: '3200.00',
      merchant: null,
      description: 'SALARY ACME',
    })
    expect(read.map((p) => p.id)).not.to.include(before)
    expect(await s.port.paymentsBetween(bob, day(12, 0), day(13, 0))).to.deep.equal([])
  })

  it('leaves a pending transaction out until it posts', async () => {
    const s = await make()
    const alice = await s.newUserId()
    const posted = await s.addTransaction(alice, transactionDraft({ occurredAt: day(10) }))
    const hold = await s.addTransaction(alice, transactionDraft({ occurredAt: day(11) }))
    await s.setPending(hold, true)
    const ids = async () => (await s.port.paymentsBetween(alice, day(1), day(20))).map((p) => p.id)
    expect(await ids()).to.deep.equal([posted])
    await s.setPending(hold, false)
    expect(await ids()).to.deep.equal([posted, hold])
  })
}
