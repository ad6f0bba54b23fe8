import { expect } from 'chai'
import type { CurrencyCode } from '../../src/domain/money.js'
import type { HoldingDraft } from '../../src/domain/ledger/holding.js'
import type { TransactionDraft } from '../../src/domain/ledger/transaction.js'
import type { ActivityReader } from '../../src/application/ports/activity-reader.js'
import { holdingDraft, transactionDraft } from './ledger-drafts.js'

/** An ActivityReader under test and the users' ledger behind it, which the contract arranges. */
export interface ActivitySubject {
  readonly port: ActivityReader
  readonly newUser: (baseCurrency: CurrencyCode) => Promise<string>
  readonly addTransaction: (userId: string, draft: TransactionDraft) => Promise<void>
  readonly addHolding: (userId: string, draft: HoldingDraft) => Promise<void>
}

/** What ActivityReader promises (application/ports/activity-reader.ts). */
export function describeActivityReaderContract(make: () => Promise<ActivitySubject>) {
  const day = (d: number, h = 10) => new Date(Date.UTC(2026, 10, d, h))

  it("loads each user's base currency, transactions in [from, to) oldest first, holdings when asked", async () => {
    const s = await make()
    const alice = await s.newUser('EUR' as CurrencyCode)
    const bob = await s.newUser('USD' as CurrencyCode)
    for (const [d, merchant] of [
      [21, 'after'],
      [19, 'second'],
      [18, 'first'],
      [17, 'before'],
    ] as const)
      await s.addTransaction(alice, transactionDraft({ occurredAt: day(d), merchant }))
    await s.addTransaction(bob, transactionDraft({ occurredAt: day(19), merchant: 'bob' }))
    await s.addHolding(alice, holdingDraft({ symbol: 'MSFT' }))
    const loaded = await s.port.load([alice, bob, 'nobody-at-all'], day(18, 0), day(21, 0), {
      holdings: true,
    })
    expect([...loaded.keys()].sort()).to.deep.equal([alice, bob].sort())
    const a = loaded.get(alice)!
    expect(a).to.include({ userId: alice, baseCurrency: 'EUR' })
    expect(a.transactions.map((t) => t.merchant)).to.deep.equal(['first', 'second'])
    expect(a.holdings.map((h) => h.symbol)).to.deep.equal(['MSFT'])
    expect(loaded.get(bob)!.transactions.map((t) => t.merchant)).to.deep.equal(['bob'])
    const without = await s.port.load([alice], day(18, 0), day(21, 0), { holdings: false })
    expect(without.get(alice)!.holdings).to.deep.equal([])
    expect((await s.port.load([], day(1), day(2), { holdings: true })).size).to.equal(0)
  })
}
