import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import type { TransactionRepository } from '../../src/application/ports/ledger-repositories.js'
import type { RuleChange, RuleTargetStore } from '../../src/application/ports/rule-target-store.js'
import type { TransactionDraft } from '../../src/domain/ledger/transaction.js'
import { transactionDraft } from './ledger-drafts.js'

/** A RuleTargetStore under test and the transactions behind it, which the contract arranges and reads. */
export interface RuleTargetStoreSubject {
  readonly port: RuleTargetStore
  readonly transactions: TransactionRepository
  readonly newUserId: () => Promise<string>
}

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10))
const uncategorised = (extra: Partial<TransactionDraft> = {}) =>
  transactionDraft({ category: null, merchant: 'ACME*1234', ...extra })
const change = (id: string, extra: Partial<RuleChange> = {}): RuleChange => ({
  id,
  ruleId: randomUUID(),
  category: 'groceries',
  merchant: null,
  notes: null,
  notesBefore: null,
  ...extra,
})

/** What RuleTargetStore promises (application/ports/rule-target-store.ts). */
export function describeRuleTargetStoreContract(make: () => Promise<RuleTargetStoreSubject>) {
  const arrange = async () => {
    const s = await make()
    const [alice, bob] = [await s.newUserId(), await s.newUserId()]
    const add = async (userId: string, draft: TransactionDraft) =>
      (await s.transactions.insert(userId, randomUUID(), draft, at(1))).id
    return { ...s, alice, bob, add }
  }

  it("reads the user's uncategorised transactions newest first, in pages after a cursor, with the fields rules match on", async () => {
    const { port, alice, bob, add } = await arrange()
    const old = await add(alice, uncategorised({ occurredAt: at(3), notes: 'n', description: 'd' }))
    const newest = await add(alice, uncategorised({ occurredAt: at(9) }))
    const middle = await add(alice, uncategorised({ occurredAt: at(5), type: 'income' }))
    await add(alice, transactionDraft({ occurredAt: at(7) })) // the user's category
    await add(
      alice,
      uncategorised({
        occurredAt: at(8),
        category: 'food',
        categorySource: 'model',
        categoryConfidence: 0.7,
      }),
    )
    await add(bob, uncategorised({ occurredAt: at(6) }))

    const first = await port.uncategorized(alice, null, 2)
    expect(first.map((t) => t.id)).to.deep.equal([newest, middle])
    const last = first[first.length - 1]!
    const rest = await port.uncategorized(alice, { occurredAt: last.occurredAt, id: last.id }, 2)
    expect(rest).to.deep.equal([
      {
        id: old,
        occurredAt: at(3),
        amount: '12.50',
        type: 'expense',
        currency: 'USD',
        accountId: null,
        merchant: 'ACME*1234',
        description: 'd',
        notes: 'n',
      },
    ])
    expect((await port.uncategorized(bob, null, 10)).map((t) => t.id)).to.have.length(1)
  })

  it("writes a rule's category (source rule, confidence 1), rename and notes, with a new version; answers the ids written", async () => {
    const { port, transactions, alice, add } = await arrange()
    const id = await add(alice, uncategorised({ notes: 'from the bank' }))
    const before = (await transactions.get(alice, id))!
    const written = await port.write(
      alice,
      [change(id, { merchant: 'Acme Market', notes: 'from the bank #food', notesBefore: 'from the bank' })],
      at(2),
    )
    expect(written).to.deep.equal([id])
    expect(await transactions.get(alice, id)).to.deep.include({
      category: 'groceries',
      categorySource: 'rule',
      categoryConfidence: 1,
      merchant: 'Acme Market',
      notes: 'from the bank #food',
      version: before.version + 1,
    })
    expect(await port.uncategorized(alice, null, 10)).to.deep.equal([])
  })

  it('leaves a null field as it is, and notes that changed since the change was computed', async () => {
    const { port, transactions, alice, add } = await arrange()
    const renamed = await add(alice, uncategorised({ notes: 'typed since' }))
    expect(
      await port.write(
        alice,
        [change(renamed, { category: null, merchant: 'Acme', notes: 'rule note', notesBefore: null })],
        at(2),
      ),
    ).to.deep.equal([renamed])
    expect(await transactions.get(alice, renamed)).to.deep.include({
      category: null,
      categorySource: 'none',
      merchant: 'Acme',
      notes: 'typed since',
    })
  })

  it("never writes a transaction categorised meanwhile, nor another user's, nor an unknown id", async () => {
    const { port, transactions, alice, bob, add } = await arrange()
    const chosen = await add(alice, transactionDraft({ category: 'coffee' }))
    const bobs = await add(bob, uncategorised())
    const mine = await add(alice, uncategorised())
    const written = await port.write(
      alice,
      [change(chosen, { merchant: 'X' }), change(bobs), change(randomUUID()), change(mine)],
      at(2),
    )
    expect(written).to.deep.equal([mine])
    expect(await transactions.get(alice, chosen)).to.deep.include({
      category: 'coffee',
      merchant: 'Blue Bottle',
      version: 1,
    })
    expect(await transactions.get(bob, bobs)).to.deep.include({ category: null, version: 1 })
    expect(await port.write(alice, [], at(2))).to.deep.equal([])
  })
}
